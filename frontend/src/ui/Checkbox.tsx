import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { errorProps, FieldError, RequiredMark } from './Field';

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Browser-enforced: the form cannot be submitted unchecked. */
  required?: boolean;
  /** Shown and announced as required, but checked by the form's own code. */
  markRequired?: boolean;
  error?: string;
}

export function CheckboxField({ id, name, label, checked, onCheckedChange, required, markRequired, error }: CheckboxFieldProps) {
  const marked = required || markRequired;
  // Until the app has hydrated a native checkbox, which a plain HTML form posts as name=on.
  const hydrated = useHydrated();
  return (
    <div>
      <div className="flex items-start gap-3">
        {!hydrated ? (
          <input
            id={id}
            name={name}
            type="checkbox"
            required={required}
            aria-required={marked}
            className="mt-0.5 size-5 shrink-0 accent-teal-700"
          />
        ) : (
          <RadixCheckbox.Root
            id={id}
            name={name}
            checked={checked}
            onCheckedChange={(state) => onCheckedChange(state === true)}
            required={required}
            aria-required={marked}
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 aria-invalid:border-red-600 data-[state=checked]:border-teal-700 data-[state=checked]:bg-teal-700"
            {...errorProps(id, error)}
          >
            <RadixCheckbox.Indicator>
              <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
        )}
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {label}
          {marked && <RequiredMark />}
        </label>
      </div>
      {error && <FieldError id={id} message={error} />}
    </div>
  );
}
