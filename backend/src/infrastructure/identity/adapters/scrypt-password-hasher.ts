import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../../domain/identity/password-hasher.js';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** scrypt with a random 16-byte salt per password, stored as "scrypt$<salt>$<key>" in base64url. */
@Injectable()
export class ScryptPasswordHasher extends PasswordHasher {
  // Verified against when no user exists, so that unknown emails cost the same time.
  private readonly dummyHash = this.hash(randomBytes(16).toString('hex'));

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt);
    return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    const [scheme, salt, key] = (hash ?? (await this.dummyHash)).split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'));
    return actual.length === expected.length && timingSafeEqual(actual, expected) && hash !== null;
  }
}
