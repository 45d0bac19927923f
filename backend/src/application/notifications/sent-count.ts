/** What one notification job queued. */
export interface SentCount {
  mails: number;
  pushes: number;
}

export const noneSent = (): SentCount => ({ mails: 0, pushes: 0 });

export function addSent(total: SentCount, more: SentCount): SentCount {
  total.mails += more.mails;
  total.pushes += more.pushes;
  return total;
}
