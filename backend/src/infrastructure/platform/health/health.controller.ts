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
  @ApiProperty({ enum: ['up', 'down'], description: 'up while the app and its database answer' })
  status: 'up' | 'down';
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

class ReadinessDto extends ProbeDto {
  // OpenAPI 3.0 cannot make a $ref nullable; "any of the object or null" is the form validators accept.
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(MailHealthDto) }, { type: 'object', nullable: true, enum: [null] }],
    description: 'The outgoing mail, figures at most 10 seconds old; it does not change the status. null while the database is down',
  })
  mail: MailHealthDto | null;

  @ApiProperty({ format: 'date-time', description: 'When this check ran' })
  checkedAt: string;
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
    summary: 'Readiness: whether this instance should get traffic, and the state of outgoing e-mail',
    description:
      '200 while the database answers, every migration has run and the instance is not draining; 503 with the reason otherwise (from SIGTERM on: draining). ' +
      'The mail queue is reported without changing the status (also as metrics).',
  })
  @ApiResponse({
    status: 200,
    type: ReadinessDto,
    example: {
      status: 'ok',
      mail: { status: 'up', queued: 0, failedLast24h: 0, oldestQueuedSeconds: null },
      checkedAt: '2026-11-23T22:58:05.000Z',
    },
  })
  @ApiResponse({
    status: 503,
    type: ReadinessDto,
    description: 'Not ready',
    example: { status: 'error', reason: 'database', mail: null, checkedAt: '2026-11-23T22:58:05.000Z' },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessDto> {
    const checkedAt = new Date().toISOString();
    const reason = await this.readiness.notReadyReason();
    const mail = reason === 'database' ? null : await this.mailHealth.execute(this.config.smtpUrl !== undefined).catch(() => null);
    if (!reason) return { status: 'ok', mail, checkedAt };
    reply.status(503);
    return { status: 'error', reason, mail, checkedAt };
  }

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Up or down, for anyone',
    description: 'Answers 200 `up` while the app and its database answer, 503 `down` when the database does not. Nothing more.',
  })
  @ApiResponse({ status: 200, type: HealthDto, example: { status: 'up' } })
  @ApiResponse({ status: 503, type: HealthDto, description: 'The database does not answer', example: { status: 'down' } })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'up' };
    } catch {
      reply.status(503);
      return { status: 'down' };
    }
  }
}
