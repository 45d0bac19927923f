import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { PasswordToken, type PasswordTokenPurpose } from '../../../domain/accounts/password-token.js';
import { PasswordTokenRepository } from '../../../domain/accounts/password-token.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { PasswordTokenOrmEntity } from './password-token.orm-entity.js';

@Injectable()
export class TypeormPasswordTokenRepository extends PasswordTokenRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(PasswordTokenOrmEntity);
  }

  async save(token: PasswordToken): Promise<void> {
    await this.repo.save(Object.assign(new PasswordTokenOrmEntity(), token.toState()));
  }

  async lockByHash(tokenHash: string): Promise<PasswordToken | null> {
    const row = await this.repo
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.token_hash = :tokenHash', { tokenHash })
      .getOne();
    return row ? PasswordToken.restore({ ...row, purpose: row.purpose as PasswordTokenPurpose }) : null;
  }

  async useAllOf(userId: string, now: Date): Promise<void> {
    await this.repo.update({ userId, usedAt: IsNull() }, { usedAt: now });
  }
}
