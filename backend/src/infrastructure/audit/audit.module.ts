import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditLog } from '../../domain/audit/audit-log.js';
import { ListAuditEntriesQuery } from '../../application/audit/list-audit-entries.query.js';
import { AuditController } from './http/audit.controller.js';
import { RequestContextInterceptor } from '../platform/http/request-context.js';
import { TypeormAuditLog } from './persistence/typeorm-audit-log.js';

/** Global: every context's use cases record their actions here. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [
    { provide: AuditLog, useClass: TypeormAuditLog },
    { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
    ListAuditEntriesQuery,
  ],
  exports: [AuditLog],
})
export class AuditModule {}
