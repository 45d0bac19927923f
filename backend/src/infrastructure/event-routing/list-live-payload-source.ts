import { Injectable } from '@nestjs/common';
import { toDisplayPortionView } from '../../application/displays/index.js';
import { PhotoLinks, PortionRepository } from '../../domain/portions/index.js';
import { toPortionView } from '../../application/portions/index.js';
import { PortionResponseDto } from '../portions/http/dto/portion.dto.js';
import { ReservationRepository } from '../../domain/reservations/index.js';
import { toReservationView } from '../../application/reservations/index.js';
import {
  CounterReservationResponseDto,
  PortionReservationResponseDto,
  ReservationResponseDto,
} from '../reservations/http/dto/reservation.dto.js';
import { Clock } from '../../domain/shared/clock.js';
import { WasteRecordRepository } from '../../domain/waste/waste.repository.js';
import { WasteRecordResponseDto } from '../waste/http/dto/waste.dto.js';
import { LivePayloadSource, type LiveEventRef, type LivePayload, type PortionLiveData } from '../platform/realtime/live-events.js';

@Injectable()
export class ListLivePayloadSource extends LivePayloadSource {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
    private readonly wasteRecords: WasteRecordRepository,
  ) {
    super();
  }

  /**
   * The live events' payloads: each portion or reservation as the lists answer now, a reservation with its portion. An
   * instance reads a batch in order after the earlier ones, so that a later number never carries an older state. Two
   * queries per tenant for a whole batch (its reservations, then every portion the batch names) and one for its waste
   * records, however many events and viewers.
   */
  async read(refs: LiveEventRef[]): Promise<LivePayload[]> {
    const now = this.clock.now();
    const reservationIds = idsByTenant(refs.filter((ref) => ref.type === 'reservation.updated'));
    const reservations = (
      await Promise.all([...reservationIds].map(([tenantId, ids]) => this.reservations.findCounterRecords(tenantId, [...ids])))
    ).flat();
    const portionIds = idsByTenant(refs.filter((ref) => ref.type === 'portion.created' || ref.type === 'portion.updated'));
    for (const record of reservations) {
      const { tenantId, portionId } = record.reservation.toState();
      add(portionIds, tenantId, portionId);
    }
    const portions = new Map(
      (await Promise.all([...portionIds].map(([tenantId, ids]) => this.portions.findRecords(tenantId, [...ids]))))
        .flat()
        .map((record): [string, PortionLiveData] => {
          const view = toPortionView(record, now, this.photoLinks);
          const live = {
            locationId: view.locationId,
            data: PortionResponseDto.from(view),
            screen: { ...toDisplayPortionView(view), status: view.status },
          };
          return [record.portion.id, live];
        }),
    );
    const changes = new Map(
      reservations.map((record): [string, LivePayload] => {
        const reservation = record.reservation.toState();
        return [
          reservation.id,
          {
            kind: 'reservation',
            holderId: reservation.userId,
            data: {
              id: reservation.id,
              portionId: reservation.portionId,
              mine: ReservationResponseDto.from(toReservationView(record, now)),
              handover: PortionReservationResponseDto.from(record),
              counter: { ...CounterReservationResponseDto.from(record), locationId: record.portion.locationId },
            },
            portion: portions.get(reservation.portionId) ?? null,
          },
        ];
      }),
    );
    const waste = await this.wastePayloads(refs);
    return refs.map(({ type, subjectId }) => {
      if (type === 'reservation.updated') return changes.get(subjectId) ?? null;
      if (type.startsWith('waste.')) return waste.get(subjectId) ?? null;
      const portion = portions.get(subjectId);
      return portion ? { kind: 'portion', ...portion } : null;
    });
  }

  /**
   * A recorded or changed record as the list answers it now, one read per tenant; a deleted one as its id. Kitchen and
   * admin only (viewOf).
   */
  private async wastePayloads(refs: LiveEventRef[]): Promise<Map<string, LivePayload>> {
    const deleted = refs.filter((ref) => ref.type === 'waste.deleted');
    const recorded = idsByTenant(refs.filter((ref) => ref.type === 'waste.recorded' || ref.type === 'waste.changed'));
    const views = (await Promise.all([...recorded].map(([tenantId, ids]) => this.wasteRecords.findViews(tenantId, [...ids])))).flat();
    const now = this.clock.now();
    return new Map<string, LivePayload>([
      ...deleted.map(({ subjectId }): [string, LivePayload] => [subjectId, { kind: 'waste', data: { id: subjectId } }]),
      ...views.map((view): [string, LivePayload] => [
        view.id,
        { kind: 'waste', data: WasteRecordResponseDto.from(view, this.photoLinks, now) },
      ]),
    ]);
  }
}

function add(ids: Map<string, Set<string>>, tenantId: string, id: string): void {
  if (!ids.has(tenantId)) ids.set(tenantId, new Set());
  ids.get(tenantId)!.add(id);
}

/** The refs' subject ids per tenant. */
function idsByTenant(refs: LiveEventRef[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const { tenantId, subjectId } of refs) add(ids, tenantId, subjectId);
  return ids;
}
