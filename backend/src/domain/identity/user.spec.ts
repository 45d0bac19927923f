import type { Actor } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { OwnAccessChangeError } from './identity.errors.js';
import { User } from './user.js';

const now = new Date('2026-01-05T10:00:00Z');

function admin(): User {
  return User.register(
    { tenantId: 't1', email: ' Bram@DeLinde.NL ', firstName: 'Bram', lastName: 'Beheer', role: 'admin', passwordHash: 'h' },
    now,
  );
}

describe('User', () => {
  it('a login is the first only while none was recorded before', () => {
    const user = admin();
    expect(user.recordLogin(now)).toBe(true);
    expect(user.recordLogin(new Date(now.getTime() + 1000))).toBe(false);
    expect(user.toState().lastLoginAt).toEqual(new Date(now.getTime() + 1000));
  });

  it('stores the email trimmed and lower-cased', () => {
    expect(admin().email).toBe('bram@delinde.nl');
  });

  it('rejects a malformed email', () => {
    expect(() =>
      User.register({ tenantId: 't1', email: 'bram@', firstName: 'B', lastName: 'B', role: 'staff', passwordHash: 'h' }, now),
    ).toThrow(InvalidInputError);
  });

  it('an admin cannot deactivate or demote themselves', () => {
    const user = admin();
    const self: Actor = { userId: user.id, role: 'admin', tenantId: 't1' };
    expect(() => user.applyChanges({ isActive: false }, self)).toThrow(OwnAccessChangeError);
    expect(() => user.applyChanges({ role: 'staff' }, self)).toThrow(OwnAccessChangeError);
    expect(user.isActive).toBe(true);
    expect(user.role).toBe('admin');
  });

  it('an admin may rename themselves and change other users', () => {
    const user = admin();
    user.applyChanges({ firstName: ' Bram ', role: 'admin', isActive: true }, { userId: user.id, role: 'admin', tenantId: 't1' });
    expect(user.firstName).toBe('Bram');
    user.applyChanges({ role: 'kitchen', isActive: false }, { userId: 'someone-else', role: 'admin', tenantId: 't1' });
    expect(user.role).toBe('kitchen');
    expect(user.isActive).toBe(false);
  });

  it('a password chosen by the user clears the temporary flag and moves the token version on', () => {
    const user = User.register(
      { tenantId: 't1', email: 'n@d.nl', firstName: 'N', lastName: 'J', role: 'staff', passwordHash: 'tmp', mustChangePassword: true },
      now,
    );
    expect(user.mustChangePassword).toBe(true);
    expect(user.awaitsOwnPassword).toBe(true);
    user.choosePassword('own');
    expect(user.mustChangePassword).toBe(false);
    expect(user.awaitsOwnPassword).toBe(false);
    expect(user.tokenVersion).toBe(1);
  });

  it('an invited user without a password awaits one and has no temporary password', () => {
    const user = User.register(
      { tenantId: 't1', email: 'n@d.nl', firstName: 'N', lastName: 'J', role: 'staff', passwordHash: null, mustChangePassword: true },
      now,
    );
    expect(user.mustChangePassword).toBe(false);
    expect(user.awaitsOwnPassword).toBe(true);
  });

  describe('the employee number', () => {
    const other: Actor = { userId: 'someone-else', role: 'admin', tenantId: 't1' };

    it('is optional, trimmed, and empty or null removes it', () => {
      const user = admin();
      expect(user.employeeNumber).toBeNull();
      user.applyChanges({ employeeNumber: '  P-10442 ' }, other);
      expect(user.employeeNumber).toBe('P-10442');
      user.applyChanges({ employeeNumber: '   ' }, other);
      expect(user.employeeNumber).toBeNull();
      user.applyChanges({ employeeNumber: 'X1' }, other);
      user.applyChanges({ employeeNumber: null }, other);
      expect(user.employeeNumber).toBeNull();
    });

    it('refuses more than 50 characters and control or invisible characters, naming the field', () => {
      const user = admin();
      for (const bad of ['1'.repeat(51), 'P\n1', 'P\u200b1', 'P\u00001']) {
        expect(() => user.applyChanges({ employeeNumber: bad }, other)).toThrow(
          expect.objectContaining({ errors: [expect.objectContaining({ field: 'employeeNumber' })] }),
        );
      }
      user.applyChanges({ employeeNumber: '1'.repeat(50) }, other);
      expect(user.employeeNumber).toHaveLength(50);
    });

    it('is removed when the user is erased', () => {
      const user = admin();
      user.applyChanges({ employeeNumber: 'P-1' }, other);
      user.erase(other, now);
      expect(user.employeeNumber).toBeNull();
    });
  });
});
