import { CircleAlert, CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { useFormValues, withoutEmpty } from '../../lib/use-form';
import { referralCode } from '../../lib/referral';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { ConsentLabel } from './ConsentLabel';
import { FORM_ACTIONS, PostedErrors, usePostedErrors } from './PostedErrors';
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
 * The standalone /contact request: the browser enforces the required fields, the outcome shows as an alert.
 * Before the app has loaded the browser posts it as a plain HTML form.
 */
export function ContactRequestForm() {
  const language = usePublicLanguage();
  const { CONTACT_ALERTS, CONTACT_INSTITUTION_TYPES, CONTACT_LOCATION_COUNTS, LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT } =
    useFormTexts().forms;
  const form = useRef<HTMLFormElement>(null);
  const { values, set, bind, reset, consent: privacyAccepted, setConsent: setPrivacyAccepted } = useFormValues(EMPTY, form);
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const [sending, setSending] = useState(false);
  const [posted, clearPosted] = usePostedErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearPosted();
    setSending(true);
    setOutcome(null);
    try {
      await api.post(FORM_ACTIONS.contact, { ...withoutEmpty(values), language, ...referralCode() });
      setOutcome('success');
      reset();
    } catch {
      setOutcome('failure');
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof LABELS & keyof typeof EMPTY) => ({ id: id(name), label: LABELS[name], ...bind(name) });

  return (
    <form
      ref={form}
      id="contact-form"
      method="post"
      action={FORM_ACTIONS.contact}
      onSubmit={submit}
      className="relative space-y-5"
      aria-label={SUBMIT.contact}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors fields={POSTED_FIELDS} posted={posted} />
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
          value={values.institutionType}
          onValueChange={set('institutionType')}
          required
        />
        <SelectField
          id={id('numberOfLocations')}
          name="numberOfLocations"
          label={LABELS.numberOfLocations}
          placeholder={PLACEHOLDERS.select}
          options={CONTACT_LOCATION_COUNTS}
          value={values.numberOfLocations}
          onValueChange={set('numberOfLocations')}
          required
        />
      </div>
      <TextArea {...field('message')} placeholder={PLACEHOLDERS.message} maxLength={LIMITS.message.maxLength} />
      <CheckboxField
        id={id('privacyAccepted')}
        name="privacyAccepted"
        label={<ConsentLabel />}
        checked={privacyAccepted}
        onCheckedChange={setPrivacyAccepted}
        required
      />
      <HoneypotField id={id('website')} value={values.website} onChange={set('website')} />
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
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? SUBMIT.sending : SUBMIT.contact}
      </Button>
    </form>
  );
}
