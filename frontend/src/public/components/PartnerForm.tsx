import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, TEXT_MAX } from '../../lib/limits';
import { useFormValues, withoutEmpty } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { toast, useToasts } from '../../ui/Toast';
import { LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT, TOASTS } from '../content/forms';
import { ConsentLabel } from './ConsentLabel';

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
  useToasts();
  const { values, set, bind, reset } = useFormValues(EMPTY);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  // A prerendered form must not submit natively before the app takes over.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!privacyAccepted) {
      toast(TOASTS.partnerConsent);
      return;
    }
    setSending(true);
    try {
      await api.post('/api/partners/applications', { ...withoutEmpty(values), privacyAccepted: true });
      toast(TOASTS.partnerSent);
      reset();
      setPrivacyAccepted(false);
    } catch {
      toast(TOASTS.failed);
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof LABELS & keyof typeof EMPTY) => ({ id: id(name), label: LABELS[name], ...bind(name) });

  return (
    <form onSubmit={submit} className="relative space-y-5" aria-label={SUBMIT.partner}>
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('firstName')} required maxLength={NAME_MAX} autoComplete="given-name" />
        <TextInput {...field('lastName')} required maxLength={NAME_MAX} autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('email')} type="email" required maxLength={EMAIL_MAX} autoComplete="email" />
        <TextInput {...field('phone')} type="tel" maxLength={PHONE_MAX} autoComplete="tel" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('company')} maxLength={TEXT_MAX} autoComplete="organization" />
        <TextInput {...field('role')} required maxLength={TEXT_MAX} autoComplete="organization-title" />
      </div>
      <TextArea {...field('experience')} required maxLength={TEXT_MAX} placeholder={PLACEHOLDERS.experience} />
      <TextArea {...field('network')} required maxLength={TEXT_MAX} placeholder={PLACEHOLDERS.network} />
      <TextArea {...field('motivation')} required maxLength={TEXT_MAX} placeholder={PLACEHOLDERS.motivation} />
      <CheckboxField id={id('privacyAccepted')} name="privacyAccepted" label={<ConsentLabel />} checked={privacyAccepted} onCheckedChange={setPrivacyAccepted} markRequired />
      <HoneypotField id={id('website')} value={values.website} onChange={set('website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || sending}>
        {sending ? SUBMIT.sending : SUBMIT.partner}
      </Button>
    </form>
  );
}
