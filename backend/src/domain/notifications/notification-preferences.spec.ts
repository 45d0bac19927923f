import { InvalidInputError } from '../shared/domain-error.js';
import { DEFAULT_CHOICES, NotificationPreferences } from './notification-preferences.js';

const now = new Date('2026-11-23T10:00:00Z');
const tenantLocations = new Set(['loc-1', 'loc-2']);

describe('notification preferences', () => {
  it('default to opt-in: nothing about new portions, all locations, no push, reminders and changes to my reservation on', () => {
    expect(NotificationPreferences.defaults('u', 't').choices()).toEqual({
      newPortions: 'off',
      locations: null,
      push: false,
      reminders: true,
      reservationChanges: true,
    });
    expect(DEFAULT_CHOICES.newPortions).toBe('off');
  });

  it('refuses a location outside the tenant, naming locations', () => {
    const preferences = NotificationPreferences.defaults('u', 't');
    const attempt = () => preferences.choose({ ...DEFAULT_CHOICES, locations: ['loc-1', 'elsewhere'] }, tenantLocations, now);
    expect(attempt).toThrow(InvalidInputError);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidInputError).errors).toMatchObject([{ field: 'locations', code: 'unknown_reference' }]);
    }
  });

  it('announces only portions offered after new portions were switched on', () => {
    const preferences = NotificationPreferences.defaults('u', 't');
    preferences.choose({ ...DEFAULT_CHOICES, newPortions: 'instant' }, tenantLocations, now);
    expect(preferences.toState().newPortionsSince).toEqual(now);
    preferences.choose({ ...DEFAULT_CHOICES, newPortions: 'instant', push: true }, tenantLocations, new Date(now.getTime() + 1000));
    expect(preferences.toState().newPortionsSince).toEqual(now);
  });

  it('unsubscribing switches only that kind off', () => {
    const preferences = NotificationPreferences.defaults('u', 't');
    preferences.choose(
      { newPortions: 'digest', locations: ['loc-2', 'loc-2'], push: true, reminders: true, reservationChanges: false },
      tenantLocations,
      now,
    );
    preferences.unsubscribe('newPortions');
    expect(preferences.choices()).toEqual({
      newPortions: 'off',
      locations: ['loc-2'],
      push: true,
      reminders: true,
      reservationChanges: false,
    });
    preferences.unsubscribe('reminders');
    expect(preferences.choices().reminders).toBe(false);
  });
});
