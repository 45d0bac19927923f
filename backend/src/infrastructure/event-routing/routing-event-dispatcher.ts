import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { SendReservationChangeUseCase, SendWaitlistPromotionUseCase } from '../../application/notifications/index.js';
import { PhotoLinks, PortionRepository } from '../../domain/portions/index.js';
import { toPortionPayload, toPortionView } from '../../application/portions/index.js';
import { ReservationRepository } from '../../domain/reservations/index.js';
import { ReservationPayments, toReservationPayload, toReservationView } from '../../application/reservations/index.js';
import { type WebhookEventType } from '../../domain/webhooks/index.js';
import { WebhookOutbox } from '../../application/webhooks/index.js';
import { WasteRecordRepository } from '../../domain/waste/waste.repository.js';
import type { WasteRecordState } from '../../domain/waste/index.js';
import { WasteRecordResponseDto } from '../waste/http/dto/waste.dto.js';
import { LiveEventPublisher } from '../platform/realtime/live-events.js';
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
    private readonly promotionNotices: SendWaitlistPromotionUseCase,
    private readonly changeNotices: SendReservationChangeUseCase,
    private readonly wasteRecords: WasteRecordRepository,
    private readonly reservationPayments: ReservationPayments,
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
    this.live.publish(refs);
  }

  private async payload(type: WebhookEventType, tenantId: string, id: string, at: Date): Promise<unknown> {
    if (type.startsWith('waste.')) {
      const view = await this.wasteRecords.findView(tenantId, id);
      return view && WasteRecordResponseDto.from(view, this.photoLinks, at);
    }
    if (type.startsWith('portion.')) {
      const record = await this.portions.findRecord(tenantId, id);
      return record && toPortionPayload(toPortionView(record, at, this.photoLinks));
    }
    const record = await this.reservations.findRecord(tenantId, id);
    const payments = record && (await this.reservationPayments.ofReservations(tenantId, [id]));
    return record && toReservationPayload(toReservationView(record, at, payments?.get(id) ?? null));
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
            : 'portion' in event
              ? event.portion.id
              : event.userId;
      // A Map keeps a key at the place it was first set.
      messages.set(`${type} ${subjectId}`, { type, event, subjectId });
    }
  }
  return [...messages.values()];
}

function auditTarget(event: DispatchedEvent): { type: 'portion' | 'waste_record' | 'user'; id: string } {
  if ('record' in event) return { type: 'waste_record', id: event.record.id };
  if ('portion' in event) return { type: 'portion', id: event.portion.id };
  return { type: 'user', id: event.userId };
}

/** A deleted record is gone when the webhook is written: its payload is the record as it was, without the maker's name. */
function deletedWastePayload(record: WasteRecordState): object {
  const { recordedById, photoId: _photoId, ...rest } = record;
  return { ...rest, recordedBy: { id: recordedById }, photoUrl: null };
}
