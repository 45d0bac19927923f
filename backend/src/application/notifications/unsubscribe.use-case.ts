import { Injectable } from '@nestjs/common';
import { UserRepository } from '../../domain/identity/index.js';
import { NotificationPreferences, type UnsubscribeKind } from '../../domain/notifications/notification-preferences.js';
import { NotificationPreferencesRepository } from '../../domain/notifications/notification-preferences.repository.js';
import { UnsubscribeTokens } from '../../domain/notifications/unsubscribe-tokens.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';

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

  /** Which kind a token would switch off, and the language its person reads, without changing anything (for the confirmation page). */
  async check(token: string): Promise<{ kind: UnsubscribeKind; language: Language }> {
    const { userId, kind } = this.verify(token);
    return { kind, language: (await this.users.findById(userId))?.language ?? DEFAULT_LANGUAGE };
  }

  async execute(token: string): Promise<{ kind: UnsubscribeKind; language: Language }> {
    const { userId, kind } = this.verify(token);
    return this.unitOfWork.run(async () => {
      const user = await this.users.findById(userId);
      if (!user?.tenantId) throw InvalidInputError.field('token', 'invalid_link', INVALID_UNSUBSCRIBE_TOKEN);
      const preferences = (await this.preferences.findByUserForUpdate(userId)) ?? NotificationPreferences.defaults(userId, user.tenantId);
      preferences.unsubscribe(kind);
      await this.preferences.save(preferences);
      return { kind, language: user.language };
    });
  }

  private verify(token: string): { userId: string; kind: UnsubscribeKind } {
    const verified = this.tokens.verify(token);
    if (!verified) throw InvalidInputError.field('token', 'invalid_link', INVALID_UNSUBSCRIBE_TOKEN);
    return verified;
  }
}
