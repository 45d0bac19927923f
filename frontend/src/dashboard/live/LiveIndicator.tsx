import { Tooltip } from '../../ui/Tooltip';
import { useLiveStatus, type LiveStatus } from './live-events';
import { useTranslation } from 'react-i18next';

const DOT: Record<LiveStatus, string> = {
  open: 'bg-emerald-500',
  connecting: 'bg-amber-400 animate-pulse',
  closed: 'bg-slate-400',
};

/** Whether colleagues' changes arrive live. */
export function LiveIndicator() {
  const { t } = useTranslation('dashboard');
  const status = useLiveStatus();
  return (
    <Tooltip content={t(`live.${status}Hint`)}>
      <span
        tabIndex={0}
        role="status"
        data-testid="live-status"
        data-status={status}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
        {/* On a phone the dot says it; the word stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t(`live.${status}`)}</span>
      </span>
    </Tooltip>
  );
}
