import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useHydrated } from '../lib/use-hydrated';
import { controlClass, errorProps, Field } from './Field';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: string;
}

/**
 * Radix select: keyboard navigation and a type-ahead that resets after one second. Until the app has
 * hydrated it is a native select, so that a prerendered form also works as a plain HTML form.
 */
export function SelectField({ id, name, label, placeholder, options, value, onValueChange, required, error }: SelectFieldProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Field id={id} label={label} required={required} error={error}>
        <select id={id} name={name} required={required} defaultValue={value} className={controlClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  return (
    <Field id={id} label={label} required={required} error={error}>
      <RadixSelect.Root name={name} value={value} onValueChange={onValueChange} required={required}>
        <RadixSelect.Trigger
          id={id}
          className={`${controlClass} flex items-center justify-between gap-2 text-left data-placeholder:text-slate-500`}
          {...errorProps(id, error)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer items-center rounded-lg py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-highlighted:bg-teal-50 data-highlighted:text-teal-900"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2.5">
                    <Check aria-hidden="true" className="size-4 text-teal-700" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
