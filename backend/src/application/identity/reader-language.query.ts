import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

/** The language the caller reads, for what is written for them alone (an export): their own, or an API key's creator's. */
@Injectable()
export class ReaderLanguageQuery {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: Actor): Promise<Language> {
    return (await this.users.findById(actor.userId))?.language ?? DEFAULT_LANGUAGE;
  }
}
