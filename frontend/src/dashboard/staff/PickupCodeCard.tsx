import { lazy, Suspense } from 'react';
import { pickupQrValue } from '../../lib/pickup-qr';
import { useTranslation } from 'react-i18next';

const QrCode = lazy(() => import('../../ui/QrCode'));

/** The pick-up code, large enough to read across the counter, with the QR code the counter tablet scans. */
export function PickupCodeCard({ code, reservationId }: { code: string; reservationId: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <div className="flex items-center gap-4 rounded-xl border border-teal-200 bg-teal-50 p-3" data-testid="pickup-code-card">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-teal-900">{t('staff.pickupCode')}</p>
        <p className="font-mono text-4xl font-bold tracking-[0.2em] text-slate-900 sm:text-5xl" data-testid="pickup-code">
          {code}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('staff.pickupCodeHint')}</p>
      </div>
      <Suspense fallback={<div className="size-28 shrink-0 rounded-lg bg-white" />}>
        <QrCode
          value={pickupQrValue(code, reservationId)}
          label={t('staff.pickupQrLabel', { code })}
          className="size-28 shrink-0 rounded-lg bg-white"
          testId="pickup-qr"
        />
      </Suspense>
    </div>
  );
}
