import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { UserRepository } from '../../../domain/identity/index.js';
import { SalesRecipients } from '../../../domain/leads/sales-recipients.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';

@Injectable()
export class ConfiguredSalesRecipients extends SalesRecipients {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserRepository,
  ) {
    super();
  }

  async addresses(): Promise<string[]> {
    if (this.config.salesEmail) return [this.config.salesEmail];
    return (await this.users.listActiveSuperadmins()).map((user) => user.email);
  }
}
