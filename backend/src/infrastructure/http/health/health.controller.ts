import { Controller, Get, Res } from '@nestjs/common';
import { ApiProperty, ApiResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../auth/public.decorator.js';

class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ format: 'date-time', description: 'When this check ran' })
  checkedAt: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Health of the API and its database', description: '503 when the database does not answer.' })
  @ApiResponse({ status: 200, type: HealthDto })
  @ApiResponse({ status: 503, type: HealthDto, description: 'The database does not answer' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const checkedAt = new Date().toISOString();
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', checkedAt };
    } catch {
      reply.status(503);
      return { status: 'error', database: 'down', checkedAt };
    }
  }
}
