import { api } from '../../api/client';
import { FIELD_LIMITS } from '../../api/schema-values';
import { referralCode } from '../../lib/referral';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Checkbox';
import { HoneypotField, TextArea, TextInput } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { toast } from '../../ui/Toast';
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

const REQUIRED = ['organizationName', 'firstName', 'lastName', 'email'] as const;

const id = (field: string) => `demo-${field}`;

/**
 * The home page's demo request: checked here, posted to /api/contact with privacyAccepted. Before the app
 * has loaded it is a plain HTML form with the browser's own checks, posted by the browser.
 */
export default function DemoRequestForm() {
  const language = usePublicLanguage();
  const { HOME_INSTITUTION_TYPES, HOME_LOCATION_COUNTS, LABELS, PLACEHOLDERS, REQUIRED_LEGEND, SUBMIT, TOASTS } = useFormTexts().forms;
  const form = usePublicForm({
    formId: 'demo-form',
    empty: EMPTY,
    required: REQUIRED,
    id,
    send: async (values) => {
      try {
        await api.post(FORM_ACTIONS.contact, { ...withoutEmpty(values), language, privacyAccepted: true, ...referralCode() });
        toast(TOASTS.demoSent);
        return 'clear';
      } catch {
        toast(TOASTS.failed);
        return 'keep';
      }
    },
  });
  const field = (name: keyof typeof EMPTY & keyof typeof LABELS) => ({
    ...form.register(name),
    id: id(name),
    label: LABELS[name],
    error: form.error(name),
  });

  return (
    <form
      id="demo-form"
      method="post"
      action={FORM_ACTIONS.contact}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="relative space-y-5"
      aria-label={SUBMIT.demo}
    >
      <p className="text-sm text-slate-600">{REQUIRED_LEGEND}</p>
      <PostedErrors
        fields={[...REQUIRED, 'phone', 'institutionType', 'numberOfLocations', 'message', 'privacyAccepted']}
        posted={form.posted}
      />
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
          value={form.value('institutionType')}
          onValueChange={form.set('institutionType')}
        />
        <SelectField
          id={id('numberOfLocations')}
          name="numberOfLocations"
          label={LABELS.numberOfLocations}
          placeholder={PLACEHOLDERS.select}
          options={HOME_LOCATION_COUNTS}
          value={form.value('numberOfLocations')}
          onValueChange={form.set('numberOfLocations')}
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
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.sending}>
        {form.sending ? SUBMIT.sending : SUBMIT.demo}
      </Button>
    </form>
  );
}
