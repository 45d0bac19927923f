import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { toDisplayPortionView } from '../../application/displays/index.js';
import { SendWaitlistPromotionUseCase } from '../../application/notifications/index.js';
import { PhotoLinks, PortionRepository } from '../../domain/portions/index.js';
import { toPortionPayload, toPortionView } from '../../application/portions/index.js';
import { PortionResponseDto } from '../portions/http/dto/portion.dto.js';
import { ReservationRepository } from '../../domain/reservations/index.js';
import { toReservationPayload, toReservationView } from '../../application/reservations/index.js';
import {
  CounterReservationResponseDto,
  PortionReservationResponseDto,
  ReservationResponseDto,
} from '../reservations/http/dto/reservation.dto.js';
import { type WebhookEventType } from '../../domain/webhooks/index.js';
import { WebhookOutbox } from '../../application/webhooks/index.js';
import { WasteRecordRepository } from '../../domain/waste/waste.repository.js';
import type { WasteRecordState } from '../../domain/waste/index.js';
import { WasteRecordResponseDto } from '../waste/http/dto/waste.dto.js';
import { Clock } from '../../domain/shared/clock.js';
import { LiveEventPublisher, type LiveEventRef, type LivePayload } from '../platform/realtime/live-events.js';
import { EventDispatcher } from '../platform/events/event-dispatcher.js';
import { EVENT_ROUTES, type DispatchedEvent } from './event-routes.js';

/** A message about one portion or reservation: what it is about decides its payload. */
interface Message<T extends string> {
  type: T;
  event: DispatchedEvent;
  /** The portion's or reservation's id, by the message type's prefix. */
  subjectId: string;
}

/** Sends what EVENT_ROUTES says, each message once per subject and commit, in the order the events first asked for it. */
@Injectable()
export class RoutingEventDispatcher extends EventDispatcher {
  constructor(
    private readonly live: LiveEventPublisher,
    private readonly webhooks: WebhookOutbox,
    private readonly auditLog: AuditLog,
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
    private readonly promotionNotices: SendWaitlistPromotionUseCase,
    private readonly wasteRecords: WasteRecordRepository,
  ) {
    super();
  }

  async beforeCommit(recorded: DispatchedEvent[]): Promise<void> {
    const messages = collate(recorded, (event) => EVENT_ROUTES[event.type].webhooks);
    const subscribed = new Map<string, WebhookEventType[]>();
    for (const { type, event, subjectId } of messages) {
      if (!subscribed.has(event.tenantId)) subscribed.set(event.tenantId, await this.webhooks.subscribedEvents(event.tenantId));
      if (!subscribed.get(event.tenantId)!.includes(type)) continue;
      if (type === 'waste.deleted' && 'record' in event) {
        await this.webhooks.enqueue(event.tenantId, type, deletedWastePayload(event.record), event.at);
        continue;
      }
      // Read in the transaction as it will commit: the payload is the API's answer after the whole change.
      await this.webhooks.enqueue(event.tenantId, type, await this.payload(type, event.tenantId, subjectId, event.at), event.at);
    }
    for (const event of recorded) {
      const action = EVENT_ROUTES[event.type].audit;
      if (action) await this.auditLog.record({ action, tenantId: event.tenantId, target: auditTarget(event) });
      if (EVENT_ROUTES[event.type].notify && 'reservation' in event)
        await this.promotionNotices.execute(event.tenantId, event.reservation.id);
    }
  }

  afterCommit(recorded: DispatchedEvent[]): void {
    const refs = collate(recorded, (event) => EVENT_ROUTES[event.type].live).map(({ type, event, subjectId }) => ({
      type,
      tenantId: event.tenantId,
      subjectId,
    }));
    this.live.publish(refs, this.readLivePayloads);
  }

  /**
   * The live events' payloads: each portion or reservation as the lists answer now (the publisher reads them once the
   * events are numbered, so that a later number never carries an older state). One query per tenant and kind for a
   * whole batch, however many events and viewers; one function, so that the publisher can hand it a batch at once.
   */
  private readonly readLivePayloads = async (refs: LiveEventRef[]): Promise<LivePayload[]> => {
    const now = this.clock.now();
    const idsOf = (kind: 'portion' | 'reservation') => {
      const ids = new Map<string, Set<string>>();
      for (const { type, tenantId, subjectId } of refs) {
        if (type.startsWith('waste.') || (type === 'reservation.updated') !== (kind === 'reservation')) continue;
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
    const byId = new Map([...portions, ...reservations, ...(await this.wastePayloads(refs))]);
    return refs.map(({ subjectId }) => byId.get(subjectId) ?? null);
  };

  /** A recorded or changed record as the list answers it now; a deleted one as its id. Kitchen and admin only (viewOf). */
  private async wastePayloads(refs: LiveEventRef[]): Promise<[string, LivePayload][]> {
    const found: [string, LivePayload][] = [];
    for (const { type, tenantId, subjectId } of refs) {
      if (!type.startsWith('waste.')) continue;
      if (type === 'waste.deleted') {
        found.push([subjectId, { kind: 'waste', data: { id: subjectId } }]);
        continue;
      }
      const view = await this.wasteRecords.findView(tenantId, subjectId);
      found.push([subjectId, view && { kind: 'waste', data: WasteRecordResponseDto.from(view, null) }]);
    }
    return found;
  }

  private async payload(type: WebhookEventType, tenantId: string, id: string, at: Date): Promise<unknown> {
    if (type.startsWith('waste.')) {
      const view = await this.wasteRecords.findView(tenantId, id);
      return view && WasteRecordResponseDto.from(view, null);
    }
    if (type.startsWith('portion.')) {
      const record = await this.portions.findRecord(tenantId, id);
      return record && toPortionPayload(toPortionView(record, at, this.photoLinks));
    }
    const record = await this.reservations.findRecord(tenantId, id);
    return record && toReservationPayload(toReservationView(record, at));
  }
}

/**
 * The messages the events ask for, each (type, subject) once, at its first place, carrying the last event that
 * asked for it: a withdrawal that cancels three reservations announces its portion once, as it is at the end.
 */
function collate<T extends string>(events: DispatchedEvent[], routeOf: (event: DispatchedEvent) => T[]): Message<T>[] {
  const messages = new Map<string, Message<T>>();
  for (const event of events) {
    for (const type of routeOf(event)) {
      const subjectId =
        'record' in event
          ? event.record.id
          : type.startsWith('reservation.') && 'reservation' in event
            ? event.reservation.id
            : event.portion.id;
      // A Map keeps a key at the place it was first set.
      messages.set(`${type} ${subjectId}`, { type, event, subjectId });
    }
  }
  return [...messages.values()];
}

function auditTarget(event: DispatchedEvent): { type: 'portion' | 'waste_record'; id: string } {
  return 'record' in event ? { type: 'waste_record', id: event.record.id } : { type: 'portion', id: event.portion.id };
}

/** A deleted record is gone when the webhook is written: its payload is the record as it was, without the maker's name. */
function deletedWastePayload(record: WasteRecordState): object {
  const { recordedById, photoId: _photoId, ...rest } = record;
  return { ...rest, recordedBy: { id: recordedById }, photoUrl: null };
}
