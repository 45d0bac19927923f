import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { referralCode } from '../../lib/referral';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { ConsentLabel } from './ConsentLabel';
import { FORM_ACTIONS, PostedErrors } from './PostedErrors';
import { usePublicForm, withoutEmpty } from './use-public-form';
import { usePublicLanguage, useFormTexts } from '../i18n/texts';

/** The inputs stop where the API would refuse, so that people never hit a 400. */
const LIMITS = FIELD_LIMITS.CreateContactRequestDto;

const EMPTY = {
  organizationName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  institutionType: '',
  numberOfLocations: '',
  message: '',
  website: '',
};

const REQUIRED = ['organizationName', 'firstName', 'lastName', 'email', 'institutionType', 'numberOfLocations'] as const;

const id = (field: string) => `contact-${field}`;

const POSTED_FIELDS = [
  'organizationName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'institutionType',
  'numberOfLocations',
  'message',
  'privacyAccepted',
];

/**
 * The standalone /contact request: checked by the app once it runs (by the browser before), the outcome shows as an
 * alert. Before the app has loaded the browser posts it as a plain HTML form.
 */
export function ContactRequestForm() {
  const language = usePublicLanguage();
  const { CONTACT_ALERTS, CONTACT_INSTITUTION_TYPES, CONTACT_LOCATION_COUNTS, LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT } =
    useFormTexts().forms;
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const form = usePublicForm({
    formId: 'contact-form',
    empty: EMPTY,
    required: REQUIRED,
    id,
    send: async ({ privacyAccepted: _asked, ...values }) => {
      setOutcome(null);
      try {
        await api.post(FORM_ACTIONS.contact, { ...withoutEmpty(values), language, ...referralCode() });
        setOutcome('success');
        return 'clear';
      } catch {
        setOutcome('failure');
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
      id="contact-form"
      method="post"
      action={FORM_ACTIONS.contact}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="relative space-y-5"
      aria-label={SUBMIT.contact}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors fields={POSTED_FIELDS} posted={form.posted} />
      <TextInput {...field('organizationName')} required maxLength={LIMITS.organizationName.maxLength} autoComplete="organization" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('firstName')} required maxLength={LIMITS.firstName.maxLength} autoComplete="given-name" />
        <TextInput {...field('lastName')} required maxLength={LIMITS.lastName.maxLength} autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field('email')} type="email" required maxLength={LIMITS.email.maxLength} autoComplete="email" />
        <TextInput {...field('phone')} type="tel" maxLength={LIMITS.phone.maxLength} autoComplete="tel" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={id('institutionType')}
          name="institutionType"
          label={LABELS.institutionType}
          placeholder={PLACEHOLDERS.select}
          options={CONTACT_INSTITUTION_TYPES}
          value={form.value('institutionType')}
          onValueChange={form.set('institutionType')}
          required
          error={form.error('institutionType')}
        />
        <SelectField
          id={id('numberOfLocations')}
          name="numberOfLocations"
          label={LABELS.numberOfLocations}
          placeholder={PLACEHOLDERS.select}
          options={CONTACT_LOCATION_COUNTS}
          value={form.value('numberOfLocations')}
          onValueChange={form.set('numberOfLocations')}
          required
          error={form.error('numberOfLocations')}
        />
      </div>
      <TextArea {...field('message')} placeholder={PLACEHOLDERS.message} maxLength={LIMITS.message.maxLength} />
      <CheckboxField
        id={id('privacyAccepted')}
        name="privacyAccepted"
        label={<ConsentLabel />}
        checked={form.value('privacyAccepted')}
        onCheckedChange={form.set('privacyAccepted')}
        required
        error={form.error('privacyAccepted')}
      />
      <HoneypotField id={id('website')} value={form.value('website')} onChange={form.set('website')} />
      {/* The page's language goes with the lead (its confirmation mail is written in it), also in a plain post. */}
      <input type="hidden" name="language" value={language} />
      {outcome === 'success' && (
        <p role="status" className="flex items-start gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 text-teal-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {CONTACT_ALERTS.success}
        </p>
      )}
      {outcome === 'failure' && (
        <p role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {CONTACT_ALERTS.failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.sending}>
        {form.sending ? SUBMIT.sending : SUBMIT.contact}
      </Button>
    </form>
  );
}
