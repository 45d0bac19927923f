import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, SystemClock } from '../../../domain/shared/clock.js';
import type { AppConfig } from './config.js';
import { AppLinks } from '../../../domain/shared/app-links.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** App-wide settings, links to the public site and the clock, which tests may replace to move time. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: AppLinks, useValue: new AppLinks(config.appUrl) },
      ],
      exports: [APP_CONFIG, Clock, AppLinks],
    };
  }
}
