import { api } from '../../api/client';

/** The partner portal's reads: the API answers only the logged-in partner's own rows. */
export interface PartnerProfile {
  company: string;
  referralCode: string;
  referralLink: string;
  commissionRate: number;
}

export interface Referral {
  id: string;
  name: string;
  date: string;
  status: 'request' | 'customer' | 'ended';
  plan: string | null;
}

export interface PartnerCommissions {
  months: { month: string; status: 'open' | 'closed' | 'paid'; amountCents: number; paidOn: string | null }[];
  totalPaidCents: number;
}

export const partnerKeys = {
  profile: ['partner'] as const,
  referrals: ['partner', 'referrals'] as const,
  commissions: ['partner', 'commissions'] as const,
};

export const fetchPartnerProfile = () => api.get<PartnerProfile>('/api/protected/partner');
export const fetchReferrals = () => api.get<Referral[]>('/api/protected/partner/referrals');
export const fetchCommissions = () => api.get<PartnerCommissions>('/api/protected/partner/commissions');
