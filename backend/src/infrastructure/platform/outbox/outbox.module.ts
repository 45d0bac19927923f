import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OutboxWorker } from './outbox-worker.js';

/** The one outbox worker; it delivers every channel (any provider extending OutboxChannel) on every instance. */
@Module({
  imports: [DiscoveryModule],
  providers: [OutboxWorker],
  exports: [OutboxWorker],
})
export class OutboxModule {}
