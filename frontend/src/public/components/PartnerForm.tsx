import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { ConsentLabel } from './ConsentLabel';
import { FORM_ACTIONS, PostedErrors } from './PostedErrors';
import { usePublicForm, withoutEmpty } from './use-public-form';
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

const REQUIRED = ['firstName', 'lastName', 'email', 'role', 'experience', 'network', 'motivation'] as const;

const id = (field: string) => `partner-${field}`;

/**
 * The partner application. Consent alone missing brings the spec's "Privacyverklaring vereist" toast; other missing
 * fields the "Incomplete gegevens" one. Nothing is sent until both are right.
 */
export function PartnerForm() {
  const language = usePublicLanguage();
  const { LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT, TOASTS } = useFormTexts().forms;
  const form = usePublicForm({
    formId: 'partner-form',
    empty: EMPTY,
    required: REQUIRED,
    id,
    consentToast: TOASTS.partnerConsent,
    send: async (values) => {
      try {
        await api.post(FORM_ACTIONS.partner, { ...withoutEmpty(values), language, privacyAccepted: true });
        toast(TOASTS.partnerSent);
        return 'clear';
      } catch {
        toast(TOASTS.failed);
        return 'keep';
      }
    },
  });
  const field = (name: keyof typeof LABELS & keyof typeof EMPTY) => ({
    ...form.register(name),
    id: id(name),
    label: LABELS[name],
    error: form.error(name),
  });

  return (
    <form
      id="partner-form"
      method="post"
      action={FORM_ACTIONS.partner}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="relative space-y-5"
      aria-label={SUBMIT.partner}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors fields={[...Object.keys(EMPTY).filter((name) => name !== 'website'), 'privacyAccepted']} posted={form.posted} />
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
        checked={form.value('privacyAccepted')}
        onCheckedChange={form.set('privacyAccepted')}
        markRequired
        error={form.error('privacyAccepted')}
      />
      <HoneypotField id={id('website')} value={form.value('website')} onChange={form.set('website')} />
      {/* The page's language goes with the lead (its confirmation mail is written in it), also in a plain post. */}
      <input type="hidden" name="language" value={language} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.sending}>
        {form.sending ? SUBMIT.sending : SUBMIT.partner}
      </Button>
    </form>
  );
}
