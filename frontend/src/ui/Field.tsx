import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600/30 aria-invalid:border-red-600';

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Label, control and error message, tied together by id so that screen readers read them as one. */
export function Field({ id, label, required, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {error && <FieldError id={id} message={error} />}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

export const errorId = (id: string) => `${id}-error`;

/** aria attributes for a control whose field may show an error. */
export function errorProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}

type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

export function TextInput({ id, label, error, required, className = '', ...props }: TextInputProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input id={id} required={required} className={`${controlClass} ${className}`} {...errorProps(id, error)} {...props} />
    </Field>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; error?: string };

export function TextArea({ id, label, error, required, rows = 4, ...props }: TextAreaProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <textarea id={id} required={required} rows={rows} className={controlClass} {...errorProps(id, error)} {...props} />
    </Field>
  );
}

/**
 * The hidden "website" field that the API treats as a honeypot: people never see or reach it,
 * simple bots fill it in and their submission is then dropped.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      {/* For bots only, which fill in what looks like a website field. */}
      {/* eslint-disable-next-line i18next/no-literal-string */}
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
