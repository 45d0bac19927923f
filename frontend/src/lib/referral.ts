/** The first-party cookie in which the server keeps a partner's referral code (`?ref=`) for 90 days. */
const REFERRAL_COOKIE = 'pp_ref';

/** The partner code this visitor arrived with, sent along with a demo request. */
export function referralCode(): { referralCode?: string } {
  const match = document.cookie.match(new RegExp(`(?:^|; )${REFERRAL_COOKIE}=([a-z0-9-]+)`));
  return match ? { referralCode: match[1] } : {};
}
