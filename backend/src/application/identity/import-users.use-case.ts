import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { importSkip, planUserImport, type ImportSkip } from '../../domain/identity/user-import.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { RegisterUserUseCase } from './register-user.use-case.js';

export interface ImportReport {
  added: { row: number; id: string; email: string }[];
  skipped: ImportSkip[];
}

/**
 * Adds the users of an import file to a tenant, each with an invitation mail to choose their own password, in
 * one transaction: the users and their mails are stored together or not at all. Rows that cannot be added are
 * reported with their reason, and so are emails that are already registered.
 */
@Injectable()
export class ImportUsersUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly registerUser: RegisterUserUseCase,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(actor: Actor, tenantId: string, records: string[][]): Promise<ImportReport> {
    const plan = planUserImport(records);
    return this.unitOfWork.run(async () => {
      const report: ImportReport = { added: [], skipped: [...plan.skipped] };
      for (const candidate of plan.candidates) {
        if (await this.users.emailExists(candidate.email)) {
          report.skipped.push(importSkip(candidate.row, candidate.email, 'email_taken'));
          continue;
        }
        const { row, ...person } = candidate;
        const user = await this.registerUser.execute(actor, { ...person, tenantId });
        report.added.push({ row, id: user.id, email: user.email });
      }
      report.skipped.sort((a, b) => a.row - b.row);
      return report;
    });
  }
}
