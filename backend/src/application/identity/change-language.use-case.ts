import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { UserNotFoundError } from '../../domain/identity/identity.errors.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

/** The signed-in user chooses the language of their own screens, mails, pushes and exports. */
@Injectable()
export class ChangeLanguageUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(actor: Actor, language: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findById(actor.userId);
      if (!user) throw new UserNotFoundError();
      user.chooseLanguage(language);
      await this.users.save(user);
    });
  }
}
