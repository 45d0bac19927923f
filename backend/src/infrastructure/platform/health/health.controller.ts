import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiProperty, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { MailHealthProbe, type MailHealthReport } from './mail-health.port.js';
import type { AppConfig } from '../config/config.js';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Readiness, type NotReadyReason } from './readiness.js';

class MailHealthDto {
  @ApiProperty({
    enum: ['up', 'degraded', 'down', 'disabled'],
    description:
      'degraded: the oldest queued mail is over 10 minutes old; down: the last 5 attempts failed; disabled: no SMTP_URL, mails are held',
  })
  status: MailHealthReport['status'];

  @ApiProperty({ example: 0, description: 'Mails waiting to be sent' })
  queued: number;

  @ApiProperty({ example: 0, description: 'Mails that gave up in the last 24 hours' })
  failedLast24h: number;

  @ApiProperty({ example: null, type: Number, nullable: true, description: 'Age of the oldest queued mail; null when none waits' })
  oldestQueuedSeconds: number | null;
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  // OpenAPI 3.0 cannot make a $ref nullable; "any of the object or null" is the form validators accept.
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(MailHealthDto) }, { type: 'object', nullable: true, enum: [null] }],
    description: 'Figures at most 10 seconds old; null while the database is down',
  })
  mail: MailHealthDto | null;

  @ApiProperty({ format: 'date-time', description: 'When this check ran' })
  checkedAt: string;
}

class ProbeDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({
    enum: ['draining', 'database', 'migrations'],
    required: false,
    description: 'Why the instance is not ready: it is shutting down, the database does not answer, or migrations have not run',
  })
  reason?: NotReadyReason;
}

@ApiTags('health')
@Controller('health')
@ApiExtraModels(MailHealthDto)
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailHealth: MailHealthProbe,
    private readonly readiness: Readiness,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process runs and answers', description: 'Always 200 while the process can answer at all.' })
  @ApiResponse({ status: 200, type: ProbeDto, example: { status: 'ok' } })
  live(): ProbeDto {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: whether this instance should get traffic',
    description:
      '200 while the database answers, every migration has run and the instance is not draining; 503 with the reason otherwise (from SIGTERM on: draining).',
  })
  @ApiResponse({ status: 200, type: ProbeDto, example: { status: 'ok' } })
  @ApiResponse({ status: 503, type: ProbeDto, description: 'Not ready', example: { status: 'error', reason: 'draining' } })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ProbeDto> {
    const reason = await this.readiness.notReadyReason();
    if (!reason) return { status: 'ok' };
    reply.status(503);
    return { status: 'error', reason };
  }

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Status page: the database, and the state of outgoing e-mail',
    description:
      'Answers 200 while the database answers and 503 when it does not; the state of mail is reported without changing the status.',
  })
  @ApiResponse({ status: 200, type: HealthDto })
  @ApiResponse({
    status: 503,
    type: HealthDto,
    description: 'The database does not answer',
    example: { status: 'error', database: 'down', mail: null, checkedAt: '2026-11-23T22:58:05.000Z' },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const checkedAt = new Date().toISOString();
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', mail: await this.mailHealth.execute(this.config.smtpUrl !== undefined), checkedAt };
    } catch {
      reply.status(503);
      return { status: 'error', database: 'down', mail: null, checkedAt };
    }
  }
}
