import { Injectable } from '@nestjs/common';
import { PortionRepository } from '../../domain/portions/index.js';
import { LocationRepository } from '../../domain/tenancy/index.js';
import { activeCodes, reasonsOf } from '../../domain/waste/waste-reason.js';
import type { WasteRecordChanges, WasteRecordContext } from '../../domain/waste/waste-record.js';
import { WasteReasonRepository } from '../../domain/waste/waste.repository.js';

/** Looks up what a record's input refers to, within the tenant: the reasons, the location and the portion. */
@Injectable()
export class WasteRecordContextReader {
  constructor(
    private readonly reasons: WasteReasonRepository,
    private readonly locations: LocationRepository,
    private readonly portions: PortionRepository,
  ) {}

  async read(tenantId: string, input: WasteRecordChanges): Promise<WasteRecordContext> {
    const reasons = reasonsOf(await this.reasons.listStored(tenantId));
    const location = input.locationId === undefined ? null : await this.locations.findById(tenantId, input.locationId);
    const portion = input.portionId == null ? null : await this.portions.findById(tenantId, input.portionId);
    return {
      activeReasonCodes: activeCodes(reasons),
      knownReasonCodes: reasons.map((reason) => reason.code),
      locationKnown: location?.isActive ?? false,
      portionKnown: portion !== null,
    };
  }
}
