import { retentionCutoffs } from './retention-policy.js';

describe('retention cutoffs', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('keeps leads for the configured days, spam 30 days, sent mail 90 days and audit entries 2 years', () => {
    const cutoffs = retentionCutoffs(now, 365);
    expect(cutoffs.leads.toISOString()).toBe('2025-11-23T10:00:00.000Z');
    expect(cutoffs.spam.toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(cutoffs.emails.toISOString()).toBe('2026-08-25T10:00:00.000Z');
    expect(cutoffs.audit.toISOString()).toBe('2024-11-23T10:00:00.000Z');
  });

  it('follows LEAD_RETENTION_DAYS', () => {
    expect(retentionCutoffs(now, 10).leads.toISOString()).toBe('2026-11-13T10:00:00.000Z');
  });
});
