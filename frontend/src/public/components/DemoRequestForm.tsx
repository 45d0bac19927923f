import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { useFormValues, withoutEmpty } from '../../lib/use-form';
import { referralCode } from '../../lib/referral';
import { useHydrated } from '../../lib/use-hydrated';
import { isEmail } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { toast, useToasts } from '../../ui/Toast';
import { ConsentLabel } from './ConsentLabel';
import { FORM_ACTIONS, PostedErrors, usePostedErrors } from './PostedErrors';
import { usePublicLanguage, useFormTexts } from '../i18n/texts';
import type { FormTexts } from '../i18n/text-shapes';

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

type Errors = Partial<Record<keyof typeof EMPTY | 'privacyAccepted', string>>;

const REQUIRED = ['organizationName', 'firstName', 'lastName', 'email'] as const;

function validate(values: typeof EMPTY, privacyAccepted: boolean, forms: FormTexts['forms']): Errors {
  const { CONSENT_REQUIRED, EMAIL_INVALID, FIELD_REQUIRED } = forms;
  const errors: Errors = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = FIELD_REQUIRED;
  if (values.email.trim() && !isEmail(values.email)) errors.email = EMAIL_INVALID;
  if (!privacyAccepted) errors.privacyAccepted = CONSENT_REQUIRED;
  return errors;
}

const id = (field: string) => `demo-${field}`;

/**
 * The home page's demo request: checked here, posted to /api/contact with privacyAccepted. Before the app
 * has loaded it is a plain HTML form with the browser's own checks, posted by the browser.
 */
export default function DemoRequestForm() {
  const language = usePublicLanguage();
  const texts = useFormTexts().forms;
  const { HOME_INSTITUTION_TYPES, HOME_LOCATION_COUNTS, LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT, TOASTS } = texts;
  useToasts();
  const form = useRef<HTMLFormElement>(null);
  const { values, set, bind, reset, consent: privacyAccepted, setConsent: setPrivacyAccepted } = useFormValues(EMPTY, form);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [posted, clearPosted] = usePostedErrors();
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearPosted();
    const found = validate(values, privacyAccepted, texts);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      toast(TOASTS.demoIncomplete);
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setSending(true);
    try {
      await api.post(FORM_ACTIONS.contact, { ...withoutEmpty(values), language, privacyAccepted: true, ...referralCode() });
      toast(TOASTS.demoSent);
      reset();
    } catch {
      toast(TOASTS.failed);
    } finally {
      setSending(false);
    }
  };

  const clearError = (name: keyof Errors) => setErrors(({ [name]: _cleared, ...rest }) => rest);
  const field = (name: keyof typeof EMPTY & keyof typeof LABELS) => {
    const bound = bind(name);
    return {
      ...bound,
      id: id(name),
      label: LABELS[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
        bound.onChange(event);
        clearError(name);
      },
    };
  };

  return (
    <form
      ref={form}
      id="demo-form"
      method="post"
      action={FORM_ACTIONS.contact}
      noValidate={hydrated}
      onSubmit={submit}
      className="relative space-y-5"
      aria-label={SUBMIT.demo}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors fields={[...REQUIRED, 'phone', 'institutionType', 'numberOfLocations', 'message', 'privacyAccepted']} posted={posted} />
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
          options={HOME_INSTITUTION_TYPES}
          value={values.institutionType}
          onValueChange={set('institutionType')}
        />
        <SelectField
          id={id('numberOfLocations')}
          name="numberOfLocations"
          label={LABELS.numberOfLocations}
          placeholder={PLACEHOLDERS.select}
          options={HOME_LOCATION_COUNTS}
          value={values.numberOfLocations}
          onValueChange={set('numberOfLocations')}
        />
      </div>
      <TextArea {...field('message')} placeholder={PLACEHOLDERS.message} maxLength={LIMITS.message.maxLength} />
      <CheckboxField
        id={id('privacyAccepted')}
        name="privacyAccepted"
        label={<ConsentLabel />}
        checked={privacyAccepted}
        onCheckedChange={(checked) => {
          setPrivacyAccepted(checked);
          clearError('privacyAccepted');
        }}
        required
        error={errors.privacyAccepted}
      />
      <HoneypotField id={id('website')} value={values.website} onChange={set('website')} />
      {/* The page's language goes with the lead (its confirmation mail is written in it), also in a plain post. */}
      <input type="hidden" name="language" value={language} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? SUBMIT.sending : SUBMIT.demo}
      </Button>
    </form>
  );
}
