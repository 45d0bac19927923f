import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { REPO_ROOT } from '../../platform/config/config.js';
import { CommonPasswordList } from '../../../domain/identity/common-password-list.js';

export const COMMON_PASSWORDS_FILE = join(REPO_ROOT, 'backend', 'data', 'common-passwords.txt');

/** The shipped list (backend/data/common-passwords.txt), compared case-insensitively. */
@Injectable()
export class FileCommonPasswordList extends CommonPasswordList {
  private readonly passwords = new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );

  includes(password: string): boolean {
    return this.passwords.has(password.toLowerCase());
  }
}
