import type { User } from './user.js';

export abstract class TokenIssuer {
  abstract issue(user: User): Promise<string>;
}
