import { Injectable } from '@nestjs/common';
import { UserRepository } from '../../identity/index.js';
import { NotificationPreferences, type UnsubscribeKind } from '../domain/notification-preferences.js';
import { NotificationPreferencesRepository } from '../domain/notification-preferences.repository.js';
import { UnsubscribeTokens } from '../domain/unsubscribe-tokens.js';
import { InvalidInputError } from '../../../platform/domain/domain-error.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';

export const INVALID_UNSUBSCRIBE_TOKEN = 'token is not a valid unsubscribe token';

/** The one-click unsubscribe of a notification mail: no login, the signed token says who and which kind. */
@Injectable()
export class UnsubscribeUseCase {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UserRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Which kind a token would switch off, without changing anything (for the confirmation page). */
  check(token: string): UnsubscribeKind {
    return this.verify(token).kind;
  }

  async execute(token: string): Promise<UnsubscribeKind> {
    const { userId, kind } = this.verify(token);
    await this.unitOfWork.run(async () => {
      const user = await this.users.findById(userId);
      if (!user?.tenantId) throw InvalidInputError.field('token', 'invalid_link', INVALID_UNSUBSCRIBE_TOKEN);
      const preferences = (await this.preferences.findByUserForUpdate(userId)) ?? NotificationPreferences.defaults(userId, user.tenantId);
      preferences.unsubscribe(kind);
      await this.preferences.save(preferences);
    });
    return kind;
  }

  private verify(token: string): { userId: string; kind: UnsubscribeKind } {
    const verified = this.tokens.verify(token);
    if (!verified) throw InvalidInputError.field('token', 'invalid_link', INVALID_UNSUBSCRIBE_TOKEN);
    return verified;
  }
}
