import { useQuery } from '@tanstack/react-query';
import { Building2, Copy, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { formatCents, formatDate, formatMonth } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/Toast';
import { PARTNER } from '../texts';
import { fetchCommissions, fetchPartnerProfile, fetchReferrals, partnerKeys, type PartnerProfile } from './queries';

const QrCode = lazy(() => import('../../ui/QrCode'));

const REFERRAL_TONE: Record<string, BadgeTone> = { request: 'amber', customer: 'emerald', ended: 'slate' };
const COMMISSION_TONE: Record<string, BadgeTone> = { open: 'sky', closed: 'violet', paid: 'emerald' };
/** A column shown from the sm breakpoint up; on a phone its value sits under the row's first cell. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The partner portal: the referral link to share, the organisations referred and the commission earned. */
export default function PartnerView() {
  const profile = useQuery({ queryKey: partnerKeys.profile, queryFn: fetchPartnerProfile });
  const referrals = useQuery({ queryKey: partnerKeys.referrals, queryFn: fetchReferrals });
  const commissions = useQuery({ queryKey: partnerKeys.commissions, queryFn: fetchCommissions });

  if (profile.isError || referrals.isError || commissions.isError) {
    return (
      <p role="alert" className="mt-8 text-red-800">
        {PARTNER.loadFailed}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      <p className="text-slate-600">{PARTNER.subtitle}</p>
      {profile.data && <ReferralLink profile={profile.data} />}

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{PARTNER.referralsTitle}</h2>
        {referrals.data && referrals.data.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Building2} message={PARTNER.referralsEmpty} />
          </div>
        ) : (
          <div className="mt-3 overflow-x-auto">
            {/* On a phone date and plan move under the name, so that the status stays in view. */}
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">{PARTNER.name}</th>
                  <th className={`${WIDE_ONLY} py-2 pr-4 font-medium`}>{PARTNER.date}</th>
                  <th className="py-2 pr-4 font-medium">{PARTNER.status}</th>
                  <th className={`${WIDE_ONLY} py-2 font-medium`}>{PARTNER.plan}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {referrals.data?.map((referral) => {
                  const plan = referral.plan ? PARTNER.plans[referral.plan] : null;
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
                        <Badge tone={REFERRAL_TONE[referral.status]}>{PARTNER.referralStatus[referral.status]}</Badge>
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
          <h2 className="text-lg font-semibold text-slate-900">{PARTNER.commissionsTitle}</h2>
          {commissions.data && (
            <p className="text-sm text-slate-700">
              {PARTNER.totalPaid}:{' '}
              <strong data-testid="total-paid" className="text-slate-900">
                {formatCents(commissions.data.totalPaidCents)}
              </strong>
            </p>
          )}
        </div>
        {commissions.data && commissions.data.months.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Wallet} message={PARTNER.commissionsEmpty} />
          </div>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">{PARTNER.month}</th>
                  <th className="py-2 pr-4 text-right font-medium">{PARTNER.amount}</th>
                  <th className="py-2 pr-4 font-medium">{PARTNER.status}</th>
                  <th className={`${WIDE_ONLY} py-2 font-medium`}>{PARTNER.paidOn}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {commissions.data?.months.map((month) => (
                  <tr key={month.month}>
                    <td className="py-2.5 pr-4">
                      <span className="font-medium text-slate-900">{formatMonth(month.month)}</span>
                      {month.paidOn && (
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {PARTNER.paidOn} {formatDate(month.paidOn)}
                        </span>
                      )}
                    </td>
                    <td className="py-2.5 pr-4 text-right tabular-nums text-slate-900">{formatCents(month.amountCents)}</td>
                    <td className="py-2.5 pr-4">
                      <Badge tone={COMMISSION_TONE[month.status]}>{PARTNER.commissionStatus[month.status]}</Badge>
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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(profile.referralLink);
      toast({ title: PARTNER.copied, description: profile.referralLink });
    } catch {
      toast({ title: PARTNER.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{PARTNER.linkTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{PARTNER.linkIntro(`${profile.commissionRate.toLocaleString('nl-NL')}%`)}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            aria-label={PARTNER.linkTitle}
            value={profile.referralLink}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900"
          />
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {PARTNER.copy}
          </Button>
        </div>
      </div>
      <Suspense fallback={<div className="size-44 rounded-lg bg-slate-100" />}>
        <QrCode
          value={profile.referralLink}
          label={PARTNER.qrLabel(profile.referralLink)}
          className="size-44 rounded-lg bg-white"
          testId="referral-qr"
        />
      </Suspense>
    </Card>
  );
}
