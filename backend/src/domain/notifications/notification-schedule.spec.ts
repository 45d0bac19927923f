import { instantMailDueAt, isDigestTime, localDay, pushAllowance, INSTANT_GATHER_MS, INSTANT_MIN_GAP_MS } from './notification-schedule.js';

const at = (iso: string) => new Date(iso);

describe('notification schedule', () => {
  it('mails the first portion after a quiet spell within a minute', () => {
    const offered = at('2026-11-23T10:00:00Z');
    const due = instantMailDueAt(offered, null);
    expect(due.getTime() - offered.getTime()).toBe(INSTANT_GATHER_MS);
    expect(INSTANT_GATHER_MS).toBeLessThan(60_000);
  });

  it('waits 10 minutes after the previous mail before the next', () => {
    const lastMail = at('2026-11-23T10:00:00Z');
    expect(instantMailDueAt(at('2026-11-23T10:01:00Z'), lastMail)).toEqual(new Date(lastMail.getTime() + INSTANT_MIN_GAP_MS));
  });

  it('mails at once when the previous mail is long ago and the portions have gathered', () => {
    const offered = at('2026-11-23T12:00:00Z');
    expect(instantMailDueAt(offered, at('2026-11-23T10:00:00Z'))).toEqual(new Date(offered.getTime() + INSTANT_GATHER_MS));
  });

  it('allows three pushes an hour', () => {
    expect([0, 1, 2, 3, 4].map(pushAllowance)).toEqual([3, 2, 1, 0, 0]);
  });

  it('sends the digest from 11:00 to 11:59 Amsterdam time on working days, in winter and summer time', () => {
    expect(isDigestTime(at('2026-11-23T10:00:00Z'))).toBe(true); // Monday 11:00 CET
    expect(isDigestTime(at('2026-11-23T10:59:59Z'))).toBe(true);
    expect(isDigestTime(at('2026-11-23T09:59:59Z'))).toBe(false); // 10:59 CET
    expect(isDigestTime(at('2026-11-23T11:00:00Z'))).toBe(false); // 12:00 CET
    expect(isDigestTime(at('2026-06-15T09:30:00Z'))).toBe(true); // Monday 11:30 CEST
    expect(isDigestTime(at('2026-11-21T10:30:00Z'))).toBe(false); // Saturday
    expect(isDigestTime(at('2026-11-22T10:30:00Z'))).toBe(false); // Sunday
  });

  it('counts days in Amsterdam, not UTC', () => {
    expect(localDay(at('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(localDay(at('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
  });
});
