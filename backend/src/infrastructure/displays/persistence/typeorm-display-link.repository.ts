import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { applyIdFilter, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { DisplayLink } from '../../../domain/displays/display-link.js';
import { DISPLAY_LINK_SORT_FIELDS, DisplayLinkRepository, type DisplayTarget } from '../../../domain/displays/display-link.repository.js';
import { DisplayLinkOrmEntity } from './display-link.orm-entity.js';

const SORT_COLUMNS = { createdAt: 'd.created_at' } satisfies Record<(typeof DISPLAY_LINK_SORT_FIELDS)[number], string>;

/** A link is live while it is not revoked and its location and tenant are active. */
const LIVE = 'd.revoked_at IS NULL AND l.is_active AND t.is_active';
const LIVE_FROM = 'display_links d JOIN locations l ON l.id = d.location_id JOIN tenants t ON t.id = d.tenant_id';

const toDomain = (row: DisplayLinkOrmEntity) => DisplayLink.restore({ ...row });

@Injectable()
export class TypeormDisplayLinkRepository extends DisplayLinkRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(DisplayLinkOrmEntity);
  }

  async list(tenantId: string, locationId: string, query: ListQuery): Promise<Page<DisplayLink>> {
    const qb = this.repo
      .createQueryBuilder('d')
      .where('d.tenant_id = :tenantId AND d.location_id = :locationId AND d.revoked_at IS NULL', { tenantId, locationId });
    applyIdFilter(qb, query.filter);
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(toDomain), total: page.total };
  }

  async findById(tenantId: string, locationId: string, id: string): Promise<DisplayLink | null> {
    const row = await this.repo
      .createQueryBuilder('d')
      .where('d.tenant_id = :tenantId AND d.location_id = :locationId AND d.id = :id AND d.revoked_at IS NULL', {
        tenantId,
        locationId,
        id,
      })
      .getOne();
    return row ? toDomain(row) : null;
  }

  async save(link: DisplayLink): Promise<void> {
    await this.repo.save(Object.assign(new DisplayLinkOrmEntity(), link.toState()));
  }

  async findLive(tokenHash: string): Promise<DisplayTarget | null> {
    const [row]: DisplayTarget[] = await this.uow.manager.query(
      `SELECT d.id AS "linkId", d.tenant_id AS "tenantId", d.location_id AS "locationId", l.name AS "locationName"
         FROM ${LIVE_FROM} WHERE d.token_hash = $1 AND ${LIVE}`,
      [tokenHash],
    );
    return row ?? null;
  }

  async stillLive(linkIds: string[]): Promise<Set<string>> {
    const rows: { id: string }[] = await this.uow.manager.query(`SELECT d.id FROM ${LIVE_FROM} WHERE d.id = ANY($1::uuid[]) AND ${LIVE}`, [
      linkIds,
    ]);
    return new Set(rows.map((row) => row.id));
  }
}
