import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { useFormValues, withoutEmpty } from '../../lib/use-form';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { toast, useToasts } from '../../ui/Toast';
import { ConsentLabel } from './ConsentLabel';
import { FORM_ACTIONS, PostedErrors, usePostedErrors } from './PostedErrors';
import { usePublicLanguage, useFormTexts } from '../i18n/texts';

/** The inputs stop where the API would refuse, so that people never hit a 400. */
const LIMITS = FIELD_LIMITS.CreatePartnerApplicationDto;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  experience: '',
  network: '',
  motivation: '',
  website: '',
};

const id = (field: string) => `partner-${field}`;

/**
 * The partner application. The browser enforces the text fields marked *; consent is checked
 * here so that its absence brings the spec's toast and sends nothing.
 */
export function PartnerForm() {
  const language = usePublicLanguage();
  const { LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT, TOASTS } = useFormTexts().forms;
  useToasts();
  const form = useRef<HTMLFormElement>(null);
  const { values, set, bind, reset, consent: privacyAccepted, setConsent: setPrivacyAccepted } = useFormValues(EMPTY, form);
  const [sending, setSending] = useState(false);
  const [posted, clearPosted] = usePostedErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearPosted();
    if (!privacyAccepted) {
      toast(TOASTS.partnerConsent);
      return;
    }
    setSending(true);
    try {
      await api.post(FORM_ACTIONS.partner, { ...withoutEmpty(values), language, privacyAccepted: true });
      toast(TOASTS.partnerSent);
      reset();
    } catch {
      toast(TOASTS.failed);
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof LABELS & keyof typeof EMPTY) => ({ id: id(name), label: LABELS[name], ...bind(name) });

  return (
    <form
      ref={form}
      id="partner-form"
      method="post"
      action={FORM_ACTIONS.partner}
      onSubmit={submit}
      className="relative space-y-5"
      aria-label={SUBMIT.partner}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors fields={[...Object.keys(EMPTY).filter((name) => name !== 'website'), 'privacyAccepted']} posted={posted} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('firstName')} required maxLength={LIMITS.firstName.maxLength} autoComplete="given-name" />
        <TextInput {...field('lastName')} required maxLength={LIMITS.lastName.maxLength} autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('email')} type="email" required maxLength={LIMITS.email.maxLength} autoComplete="email" />
        <TextInput {...field('phone')} type="tel" maxLength={LIMITS.phone.maxLength} autoComplete="tel" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('company')} maxLength={LIMITS.company.maxLength} autoComplete="organization" />
        <TextInput {...field('role')} required maxLength={LIMITS.role.maxLength} autoComplete="organization-title" />
      </div>
      <TextArea {...field('experience')} required maxLength={LIMITS.experience.maxLength} placeholder={PLACEHOLDERS.experience} />
      <TextArea {...field('network')} required maxLength={LIMITS.network.maxLength} placeholder={PLACEHOLDERS.network} />
      <TextArea {...field('motivation')} required maxLength={LIMITS.motivation.maxLength} placeholder={PLACEHOLDERS.motivation} />
      <CheckboxField
        id={id('privacyAccepted')}
        name="privacyAccepted"
        label={<ConsentLabel />}
        checked={privacyAccepted}
        onCheckedChange={setPrivacyAccepted}
        markRequired
      />
      <HoneypotField id={id('website')} value={values.website} onChange={set('website')} />
      {/* The page's language goes with the lead (its confirmation mail is written in it), also in a plain post. */}
      <input type="hidden" name="language" value={language} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? SUBMIT.sending : SUBMIT.partner}
      </Button>
    </form>
  );
}
