import { InvalidInputError } from '../shared/domain-error.js';
import { PartnerApplication, type NewPartnerApplication } from './partner-application.js';

const now = new Date('2026-11-22T10:00:00Z');
const by = { userId: 'a5c1d2e3-0000-4000-8000-000000000001', name: 'Sam Super' };
const input: NewPartnerApplication = {
  firstName: 'Ahmed',
  lastName: 'El Amrani',
  email: 'ahmed@advies.nl',
  role: 'Adviseur',
  experience: 'Twaalf jaar',
  network: 'Zorglocaties',
  motivation: 'Minder verspilling',
  privacyAccepted: true,
};

describe('PartnerApplication', () => {
  it('requires consent', () => {
    expect(() => PartnerApplication.receive({ ...input, privacyAccepted: false }, false, now)).toThrow(InvalidInputError);
  });

  it.each(['role', 'experience', 'network', 'motivation'] as const)('requires %s, at most 2000 characters', (field) => {
    expect(() => PartnerApplication.receive({ ...input, [field]: ' ' }, false, now)).toThrow(InvalidInputError);
    expect(() => PartnerApplication.receive({ ...input, [field]: 'x'.repeat(2001) }, false, now)).toThrow(InvalidInputError);
    expect(PartnerApplication.receive({ ...input, [field]: 'x'.repeat(2000) }, false, now).toState()[field]).toHaveLength(2000);
  });

  it('may move between any statuses, each change returned for the history', () => {
    const application = PartnerApplication.receive(input, false, now);
    expect(application.changeStatus('rejected', null, by, now)).toMatchObject({ from: 'new', to: 'rejected' });
    expect(application.changeStatus('accepted', 'Toch wel', by, now)).toMatchObject({ from: 'rejected', to: 'accepted', note: 'Toch wel' });
    expect(application.changeStatus('accepted', null, by, now)).toBeNull();
    expect(application.status).toBe('accepted');
  });
});
