import { useQuery } from '@tanstack/react-query';
import { Building2, Copy, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { formatCents, formatDate, formatMonth, formatPercent } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/Toast';
import { fetchCommissions, fetchPartnerProfile, fetchReferrals, partnerKeys, type PartnerProfile } from './queries';
import { useTranslation } from 'react-i18next';

const QrCode = lazy(() => import('../../ui/QrCode'));

const REFERRAL_TONE: Record<string, BadgeTone> = { request: 'amber', customer: 'emerald', ended: 'slate' };
const COMMISSION_TONE: Record<string, BadgeTone> = { open: 'sky', closed: 'violet', paid: 'emerald' };
/** A column shown from the sm breakpoint up; on a phone its value sits under the row's first cell. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The partner portal: the referral link to share, the organisations referred and the commission earned. */
export default function PartnerView() {
  const { t } = useTranslation(['dashboard', 'shared']);
  const planNames: Record<string, string> = t('partner.plans', { returnObjects: true });
  const profile = useQuery({ queryKey: partnerKeys.profile, queryFn: fetchPartnerProfile });
  const referrals = useQuery({ queryKey: partnerKeys.referrals, queryFn: fetchReferrals });
  const commissions = useQuery({ queryKey: partnerKeys.commissions, queryFn: fetchCommissions });

  if (profile.isError || referrals.isError || commissions.isError) {
    return (
      <p role="alert" className="mt-8 text-red-800">
        {t('partner.loadFailed')}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      <p className="text-slate-600">{t('partner.subtitle')}</p>
      {profile.data && <ReferralLink profile={profile.data} />}

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('partner.referralsTitle')}</h2>
        {referrals.data && referrals.data.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Building2} message={t('partner.referralsEmpty')} />
          </div>
        ) : (
          <div className="mt-3 overflow-x-auto">
            {/* On a phone date and plan move under the name, so that the status stays in view. */}
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">{t('partner.name')}</th>
                  <th className={`${WIDE_ONLY} py-2 pr-4 font-medium`}>{t('partner.date')}</th>
                  <th className="py-2 pr-4 font-medium">{t('partner.status')}</th>
                  <th className={`${WIDE_ONLY} py-2 font-medium`}>{t('partner.plan')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {referrals.data?.map((referral) => {
                  const plan = referral.plan ? (planNames[referral.plan] ?? null) : null;
                  return (
                    <tr key={referral.id}>
                      <td className="py-2.5 pr-4">
                        <span className="font-medium text-slate-900">{referral.name}</span>
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {formatDate(referral.date)}
                          {plan && ` · ${plan}`}
                        </span>
                      </td>
                      <td className={`${WIDE_ONLY} py-2.5 pr-4 text-slate-700`}>{formatDate(referral.date)}</td>
                      <td className="py-2.5 pr-4">
                        <Badge tone={REFERRAL_TONE[referral.status]}>{t(`partner.referralStatus.${referral.status}`)}</Badge>
                      </td>
                      <td className={`${WIDE_ONLY} py-2.5 text-slate-700`}>{plan ?? '–'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('partner.commissionsTitle')}</h2>
          {commissions.data && (
            <p className="text-sm text-slate-700">
              {t('partner.totalPaid')}:{' '}
              <strong data-testid="total-paid" className="text-slate-900">
                {formatCents(commissions.data.totalPaidCents)}
              </strong>
            </p>
          )}
        </div>
        {commissions.data && commissions.data.months.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Wallet} message={t('partner.commissionsEmpty')} />
          </div>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">{t('partner.month')}</th>
                  <th className="py-2 pr-4 text-right font-medium">{t('partner.amount')}</th>
                  <th className="py-2 pr-4 font-medium">{t('partner.status')}</th>
                  <th className={`${WIDE_ONLY} py-2 font-medium`}>{t('partner.paidOn')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {commissions.data?.months.map((month) => (
                  <tr key={month.month}>
                    <td className="py-2.5 pr-4">
                      <span className="font-medium text-slate-900">{formatMonth(month.month)}</span>
                      {month.paidOn && (
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {t('partner.paidOn')} {formatDate(month.paidOn)}
                        </span>
                      )}
                    </td>
                    <td className="py-2.5 pr-4 text-right tabular-nums text-slate-900">{formatCents(month.amountCents)}</td>
                    <td className="py-2.5 pr-4">
                      <Badge tone={COMMISSION_TONE[month.status]}>{t(`partner.commissionStatus.${month.status}`)}</Badge>
                    </td>
                    <td className={`${WIDE_ONLY} py-2.5 text-slate-700`}>{month.paidOn ? formatDate(month.paidOn) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

function ReferralLink({ profile }: { profile: PartnerProfile }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(profile.referralLink);
      toast({ title: t('partner.copied'), description: profile.referralLink });
    } catch {
      toast({ title: t('partner.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('partner.linkTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('partner.linkIntro', { rate: formatPercent(profile.commissionRate) })}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            aria-label={t('partner.linkTitle')}
            value={profile.referralLink}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900"
          />
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t('partner.copy')}
          </Button>
        </div>
      </div>
      <Suspense fallback={<div className="size-44 rounded-lg bg-slate-100" />}>
        <QrCode
          value={profile.referralLink}
          label={t('partner.qrLabel', { link: profile.referralLink })}
          className="size-44 rounded-lg bg-white"
          testId="referral-qr"
        />
      </Suspense>
    </Card>
  );
}
