import { Clock } from '../../src/domain/shared/clock.js';

/** A clock that stands still until a test moves it. */
export class ManualClock extends Clock {
  private current = new Date('2026-11-22T09:00:00Z');

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE = 60 * 1000;

let counter = 0;

/** A valid home-form demo request with a unique email, so that de-duplication leaves it alone. */
export function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++counter;
  return {
    organizationName: `Zorggroep Test ${n}`,
    firstName: 'Marieke',
    lastName: 'Jansen',
    email: `marieke${n}@zorggroep.nl`,
    phone: '+31 (0)30-123 45 67',
    institutionType: 'care-home',
    numberOfLocations: '2-5',
    message: 'Graag een demo.',
    privacyAccepted: true,
    website: '',
    ...overrides,
  };
}

/** A valid partner application with a unique email. */
export function partnerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++counter;
  return {
    firstName: 'Ahmed',
    lastName: 'El Amrani',
    email: `ahmed${n}@advies.nl`,
    phone: '06 12345678',
    company: `Keukenadvies ${n}`,
    role: 'Adviseur grootkeukens',
    experience: 'Twaalf jaar advies aan zorginstellingen.',
    network: 'Facilitair managers in het noorden.',
    motivation: 'Minder voedselverspilling bij mijn klanten.',
    privacyAccepted: true,
    website: '',
    ...overrides,
  };
}
