import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { controlClass, errorProps, Field } from '../../ui/Field';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}

/** A password field with a show/hide toggle, its hint and its error. */
export function PasswordInput({ id, label, value, onChange, autoComplete, error, hint }: Props) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [shown, setShown] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={`${controlClass} pr-12`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...errorProps(id, error)}
          {...(hint && !error ? { 'aria-describedby': hintId } : {})}
        />
        <button
          type="button"
          onClick={() => setShown((isShown) => !isShown)}
          aria-label={shown ? t('account.hidePassword') : t('account.showPassword')}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </Field>
  );
}
