import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Clock, Euro, KeyRound, MapPin, Pencil, Printer, Undo2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { formatCents, formatMoment } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { FoodFacts } from '../portions/FoodFacts';
import { PortionStatusBadge } from '../portions/PortionBits';
import { shownStatus } from '../portions/portion-status';
import { smallPhoto, withdrawPortion, type Portion } from '../queries';
import { PortionForm } from './PortionForm';
import { PortionReservations } from './PortionReservations';
import { labelPath } from '../label/label-path';
import { FoodSafetyEnd, LastTemperature, TemperatureCheckButton } from './TemperatureCheck';
import { useTranslation } from 'react-i18next';

/** One batch of portions as the kitchen sees it: how much is left, reserved and handed over, and what it can do. */
export function PortionCard({ tenantId, portion, now }: { tenantId: string; portion: Portion; now: number }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [showReservations, setShowReservations] = useState(false);
  const status = shownStatus(portion, now);
  const reserved = portion.reservedQuantity ?? 0;
  const pickedUp = portion.pickedUpQuantity ?? 0;
  const open = status === 'available';
  // Still reserved after the end: those colleagues did not come.
  const notPickedUp = open ? 0 : reserved;

  const withdraw = useMutation({
    mutationFn: () => withdrawPortion(tenantId, portion.id),
    onSuccess: () => {
      toast({ title: t('kitchen.withdrawnTitle'), description: portion.title });
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
    onError: () => toast({ title: t('kitchen.withdrawFailedTitle'), description: t('kitchen.tryAgain'), variant: 'destructive' }),
    onSettled: () => setConfirming(false),
  });

  if (editing) return <PortionForm tenantId={tenantId} portion={portion} onClose={() => setEditing(false)} />;

  return (
    <Card className="flex flex-col gap-4" padding="p-5" data-testid="portion-card" data-portion-id={portion.id}>
      {/* With a photo, a phone shows photo and status side by side above the title, so the title keeps the card's width. */}
      <div
        className={`grid items-start gap-3 ${portion.photoUrl ? 'grid-cols-[1fr_auto] sm:grid-cols-[auto_1fr_auto]' : 'grid-cols-[1fr_auto]'}`}
      >
        {portion.photoUrl && (
          <img
            src={smallPhoto(portion.photoUrl)}
            alt={t('kitchen.photoAlt', { title: portion.title })}
            loading="lazy"
            width={96}
            height={72}
            className="h-18 w-24 rounded-lg object-cover"
            data-testid="portion-photo"
          />
        )}
        <div className={`min-w-0 ${portion.photoUrl ? 'col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1' : ''}`}>
          <h3 className="text-lg font-semibold break-words text-slate-900">{portion.title}</h3>
          {portion.description && <p className="mt-1 text-sm text-slate-600">{portion.description}</p>}
        </div>
        <div className={portion.photoUrl ? 'col-start-2 row-start-1 sm:col-start-3' : ''}>
          <PortionStatusBadge status={status} fullyBooked={portion.availableQuantity === 0} />
        </div>
      </div>
      <ul className="grid grid-cols-3 gap-2 text-center">
        <Count
          testId="count-available"
          // A full card says "Volgeboekt" once, in its status badge.
          value={
            open
              ? t('kitchen.available', { count: portion.availableQuantity })
              : t('kitchen.leftOver', { count: portion.availableQuantity })
          }
        />
        <Count testId="count-reserved" value={t('kitchen.reserved', { count: reserved })} />
        <Count testId="count-picked-up" value={t('kitchen.pickedUp', { count: pickedUp })} />
      </ul>
      {notPickedUp > 0 && (
        <Badge tone="red" className="self-start" data-testid="not-picked-up">
          {t('kitchen.notPickedUp', { count: notPickedUp })}
        </Badge>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {portion.locationName && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-slate-600" />
            {portion.locationName}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-slate-600" />
          {t('kitchen.until', { when: formatMoment(portion.availableUntil) })}
        </span>
        <span className="text-slate-600">{t('kitchen.total', { count: portion.totalQuantity })}</span>
        {portion.priceCents != null && (
          <span className="inline-flex items-center gap-1.5" data-testid="portion-price">
            <Euro aria-hidden="true" className="size-4 text-slate-600" />
            {t('kitchen.pricePerPortion', { price: formatCents(portion.priceCents) })}
          </span>
        )}
        {portion.createdByApiKeyName && (
          <span className="inline-flex items-center gap-1.5" data-testid="portion-api-key">
            <KeyRound aria-hidden="true" className="size-4 text-slate-500" />
            {t('kitchen.viaApiKey', { name: portion.createdByApiKeyName })}
          </span>
        )}
      </div>
      <FoodFacts portion={portion} />
      <LastTemperature portion={portion} />
      <FoodSafetyEnd portion={portion} />

      {reserved > 0 && (
        <div>
          <Button
            variant="ghost"
            className="min-h-12 w-full justify-between"
            aria-expanded={showReservations}
            onClick={() => setShowReservations((shown) => !shown)}
          >
            {t('kitchen.openReservations', { count: reserved })}
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${showReservations ? 'rotate-180' : ''}`} />
          </Button>
          {showReservations && (
            <div className="mt-2">
              <PortionReservations tenantId={tenantId} portionId={portion.id} food={portion} />
            </div>
          )}
        </div>
      )}

      {open &&
        (confirming ? (
          <div role="group" aria-label={t('kitchen.withdraw')} className="rounded-xl border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-amber-900">{t('kitchen.withdrawQuestion')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                className="min-h-12 flex-1 bg-red-700 hover:bg-red-800"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate()}
              >
                {t('kitchen.withdrawConfirm')}
              </Button>
              <Button variant="secondary" className="min-h-12 flex-1" onClick={() => setConfirming(false)}>
                {t('kitchen.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button className="min-h-12" aria-label={t('kitchen.editLabel', { title: portion.title })} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-5" />
              {t('kitchen.edit')}
            </Button>
            <Link
              to={labelPath([portion.id])}
              className={buttonClass('secondary', 'md', 'min-h-12')}
              aria-label={t('kitchen.printLabelFor', { title: portion.title })}
              data-testid="print-label"
            >
              <Printer aria-hidden="true" className="size-5" />
              {t('kitchen.printLabel')}
            </Link>
            <TemperatureCheckButton tenantId={tenantId} portion={portion} />
            <Button variant="secondary" className="min-h-12" onClick={() => setConfirming(true)}>
              <Undo2 aria-hidden="true" className="size-5" />
              {t('kitchen.withdraw')}
            </Button>
          </div>
        ))}
    </Card>
  );
}

function Count({ value, testId }: { value: string; testId: string }) {
  return (
    <li
      className="rounded-xl bg-slate-50 px-1.5 py-2 text-xs font-semibold text-slate-900 [overflow-wrap:anywhere] sm:px-2 sm:text-sm"
      data-testid={testId}
    >
      {value}
    </li>
  );
}
