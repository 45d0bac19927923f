import { Module } from '@nestjs/common';
import { HealthController } from '../http/health/health.controller.js';

@Module({ controllers: [HealthController] })
export class HealthModule {}
