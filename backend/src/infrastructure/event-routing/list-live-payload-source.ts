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
import { LivePayloadSource, type LiveEventRef, type LivePayload } from '../platform/realtime/live-events.js';

@Injectable()
export class ListLivePayloadSource extends LivePayloadSource {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
  ) {
    super();
  }

  /**
   * The live events' payloads: each portion or reservation as the lists answer now. An instance reads a batch in
   * order after the earlier ones, so that a later number never carries an older state. One query per tenant and kind
   * for a whole batch, however many events and viewers.
   */
  async read(refs: LiveEventRef[]): Promise<LivePayload[]> {
    const now = this.clock.now();
    const idsOf = (kind: 'portion' | 'reservation') => {
      const ids = new Map<string, Set<string>>();
      for (const { type, tenantId, subjectId } of refs) {
        if ((type === 'reservation.updated') !== (kind === 'reservation')) continue;
        if (!ids.has(tenantId)) ids.set(tenantId, new Set());
        ids.get(tenantId)!.add(subjectId);
      }
      return [...ids].map(([tenantId, set]): [string, string[]] => [tenantId, [...set]]);
    };
    const [portions, reservations] = await Promise.all([
      Promise.all(idsOf('portion').map(([tenantId, ids]) => this.portions.findRecords(tenantId, ids))).then((found) =>
        found.flat().map((record): [string, LivePayload] => {
          const view = toPortionView(record, now, this.photoLinks);
          return [
            record.portion.id,
            {
              kind: 'portion',
              locationId: view.locationId,
              data: PortionResponseDto.from(view),
              screen: { ...toDisplayPortionView(view), status: view.status },
            },
          ];
        }),
      ),
      Promise.all(idsOf('reservation').map(([tenantId, ids]) => this.reservations.findCounterRecords(tenantId, ids))).then((found) =>
        found.flat().map((record): [string, LivePayload] => {
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
            },
          ];
        }),
      ),
    ]);
    const byId = new Map([...portions, ...reservations]);
    return refs.map(({ subjectId }) => byId.get(subjectId) ?? null);
  }
}
