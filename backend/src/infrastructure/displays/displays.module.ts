import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PortionsModule } from '../portions/index.js';
import { SecurityModule } from '../security/index.js';
import { TenancyModule } from '../tenancy/index.js';
import { RealtimeModule } from '../platform/realtime/realtime.module.js';
import { CreateDisplayLinkUseCase } from '../../application/displays/create-display-link.use-case.js';
import { DisplayStreams } from '../../application/displays/display-streams.js';
import { ListDisplayLinksQuery } from '../../application/displays/list-display-links.query.js';
import { ListDisplayPortionsQuery } from '../../application/displays/list-display-portions.query.js';
import { OpenDisplayQuery } from '../../application/displays/open-display.query.js';
import { RenameDisplayLinkUseCase } from '../../application/displays/rename-display-link.use-case.js';
import { RevokeDisplayLinkUseCase } from '../../application/displays/revoke-display-link.use-case.js';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';
import { DisplayLinksController } from './http/display-links.controller.js';
import { DisplayController } from './http/display.controller.js';
import { DisplayLinkOrmEntity } from './persistence/display-link.orm-entity.js';
import { TypeormDisplayLinkRepository } from './persistence/typeorm-display-link.repository.js';

/** Display links: a location's public screen with its portions, live, behind a revocable token. */
@Module({
  imports: [TenancyModule, PortionsModule, SecurityModule, RealtimeModule, TypeOrmModule.forFeature([DisplayLinkOrmEntity])],
  controllers: [DisplayLinksController, DisplayController],
  providers: [
    { provide: DisplayLinkRepository, useClass: TypeormDisplayLinkRepository },
    CreateDisplayLinkUseCase,
    ListDisplayLinksQuery,
    RenameDisplayLinkUseCase,
    RevokeDisplayLinkUseCase,
    OpenDisplayQuery,
    ListDisplayPortionsQuery,
    DisplayStreams,
  ],
})
export class DisplaysModule {}
