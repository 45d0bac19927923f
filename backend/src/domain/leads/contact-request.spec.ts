import { InvalidInputError } from '../shared/domain-error.js';
import { ContactRequest, type NewContactRequest } from './contact-request.js';
import { AlreadyConvertedError, StatusTransitionError } from './leads.errors.js';

const now = new Date('2026-11-22T10:00:00Z');
const by = { userId: 'a5c1d2e3-0000-4000-8000-000000000001', name: 'Sam Super' };
const input: NewContactRequest = { organizationName: 'Het Anker', firstName: 'Marieke', lastName: 'Jansen', email: 'm@hetanker.nl' };

function fieldOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors.map(({ field }) => field);
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

describe('ContactRequest', () => {
  it('is received as new, trimmed, with the email lower-cased and empty optional fields as null', () => {
    const state = ContactRequest.receive(
      { ...input, organizationName: ' Het Anker ', email: ' M@HetAnker.NL ', phone: ' ', message: '' },
      false,
      now,
    ).toState();
    expect(state).toMatchObject({
      organizationName: 'Het Anker',
      email: 'm@hetanker.nl',
      phone: null,
      message: null,
      privacyAccepted: null,
      status: 'new',
      spam: false,
      tenantId: null,
      createdAt: now,
    });
  });

  it.each([
    ['organizationName', { organizationName: '  ' }],
    ['lastName', { lastName: 'x'.repeat(101) }],
    ['email', { email: 'marieke' }],
    ['phone', { phone: '030-123 x' }],
    ['message', { message: 'm'.repeat(5001) }],
    ['privacyAccepted', { privacyAccepted: false }],
  ])('refuses a bad %s', (field, overrides) => {
    expect(fieldOf(() => ContactRequest.receive({ ...input, ...overrides } as NewContactRequest, false, now))).toEqual([field]);
  });

  it('moves forward one step at a time and back to new or contacted at will, returning each change', () => {
    const request = ContactRequest.receive(input, false, now);
    expect(() => request.changeStatus('converted', null, by, now)).toThrow(StatusTransitionError);
    expect(request.changeStatus('contacted', ' Gebeld ', by, now)).toMatchObject({
      from: 'new',
      to: 'contacted',
      note: 'Gebeld',
      changedBy: by,
      changedAt: now,
    });
    expect(request.changeStatus('converted', null, by, now)).toMatchObject({ from: 'contacted', to: 'converted', note: null });
    expect(request.changeStatus('new', null, by, now)).toMatchObject({ from: 'converted', to: 'new' });
    expect(request.status).toBe('new');
  });

  it('the same status is a note when one is given, otherwise no change', () => {
    const request = ContactRequest.receive(input, false, now);
    expect(request.changeStatus('new', '  ', by, now)).toBeNull();
    expect(request.changeStatus('new', 'Voicemail', by, now)).toMatchObject({ from: 'new', to: 'new', note: 'Voicemail' });
  });

  it('refuses a note over 2000 characters', () => {
    const request = ContactRequest.receive(input, false, now);
    expect(fieldOf(() => request.changeStatus('contacted', 'n'.repeat(2001), by, now))).toEqual(['note']);
    expect(request.status).toBe('new');
  });

  it('converts only after contact, and only once, even after being moved back', () => {
    const request = ContactRequest.receive(input, false, now);
    expect(() => request.assertConvertible()).toThrow(StatusTransitionError);
    request.changeStatus('contacted', null, by, now);
    expect(request.convertInto('tenant-1', by, now)).toMatchObject({ from: 'contacted', to: 'converted' });
    expect(request.toState()).toMatchObject({ status: 'converted', tenantId: 'tenant-1' });
    expect(() => request.convertInto('tenant-2', by, now)).toThrow(AlreadyConvertedError);
    request.changeStatus('contacted', null, by, now);
    expect(() => request.assertConvertible()).toThrow(AlreadyConvertedError);
  });
});
