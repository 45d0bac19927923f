import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { toast } from '../ui/Toast';

interface Props {
  /** Saves the choice elsewhere too (the profile) before the interface switches; without it the choice stays on this device. */
  onChoose?: (language: Language) => Promise<void>;
  /** Its display (`inline-flex` unless given) and placement. */
  className?: string;
}

/** NL · FR · EN, as Belgian sites show it: each option in its own language, the switch labelled in the current one. */
export function LanguageSwitch({ onChoose, className = 'inline-flex' }: Props) {
  const { t } = useTranslation('shared');
  const [language, switchLanguage] = useLanguage();
  const id = useId();

  async function choose(value: string) {
    if (!isLanguage(value) || value === language) return;
    try {
      await onChoose?.(value);
    } catch {
      toast({ title: t('languageSwitch.failed'), variant: 'destructive' });
      return;
    }
    await switchLanguage(value);
  }

  return (
    <div className={`items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('languageSwitch.label')}
      </label>
      <Languages aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      <select
        id={id}
        data-testid="language-switch"
        value={language}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-11 rounded-xl border border-slate-200 bg-white px-2 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option} title={t(`languageSwitch.names.${option}`)}>
            {option.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  );
}
