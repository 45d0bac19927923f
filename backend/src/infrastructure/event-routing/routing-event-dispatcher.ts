import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { toDisplayPortionView } from '../../application/displays/index.js';
import { SendReservationChangeUseCase, SendWaitlistPromotionUseCase } from '../../application/notifications/index.js';
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
    private readonly changeNotices: SendReservationChangeUseCase,
  ) {
    super();
  }

  async beforeCommit(recorded: DispatchedEvent[]): Promise<void> {
    const messages = collate(recorded, (event) => EVENT_ROUTES[event.type].webhooks);
    const subscribed = new Map<string, WebhookEventType[]>();
    for (const { type, event, subjectId } of messages) {
      if (!subscribed.has(event.tenantId)) subscribed.set(event.tenantId, await this.webhooks.subscribedEvents(event.tenantId));
      if (!subscribed.get(event.tenantId)!.includes(type)) continue;
      // Read in the transaction as it will commit: the payload is the API's answer after the whole change.
      await this.webhooks.enqueue(event.tenantId, type, await this.payload(type, event.tenantId, subjectId, event.at), event.at);
    }
    for (const event of recorded) {
      const action = EVENT_ROUTES[event.type].audit;
      if (action) await this.auditLog.record({ action, tenantId: event.tenantId, target: { type: 'portion', id: event.portion.id } });
      if (!('reservation' in event)) continue;
      const notify = EVENT_ROUTES[event.type].notify;
      if (notify === 'promotion') await this.promotionNotices.execute(event.tenantId, event.reservation.id);
      if (notify === 'change' && event.reservation.notice)
        await this.changeNotices.execute(event.tenantId, event.reservation.id, event.reservation.notice);
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
  };

  private async payload(type: WebhookEventType, tenantId: string, id: string, at: Date): Promise<unknown> {
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
      const subjectId = type.startsWith('reservation.') && 'reservation' in event ? event.reservation.id : event.portion.id;
      // A Map keeps a key at the place it was first set.
      messages.set(`${type} ${subjectId}`, { type, event, subjectId });
    }
  }
  return [...messages.values()];
}
