export type ReferralStatus = 'request' | 'customer' | 'ended';

/** An organisation a partner referred, as the partner may see it: nothing more of the tenant. */
export interface Referral {
  id: string;
  name: string;
  date: Date;
  status: ReferralStatus;
  plan: string | null;
}

export abstract class ReferralReader {
  /** Demo requests with the partner's code that are not (yet) customers, and the tenants attributed to the partner; newest first. */
  abstract referralsOf(partnerId: string): Promise<Referral[]>;
}
