import { Reservation, type ReservationStatus } from '../../../domain/reservations/reservation.js';
import { ReservationOrmEntity } from './reservation.orm-entity.js';

export const ReservationMapper = {
  toDomain(row: ReservationOrmEntity): Reservation {
    return Reservation.restore({
      id: row.id,
      tenantId: row.tenantId,
      portionId: row.portionId,
      userId: row.userId,
      quantity: row.quantity,
      priceCents: row.priceCents,
      status: row.status as ReservationStatus,
      reservedAt: row.reservedAt,
      pickedUpAt: row.pickedUpAt,
      cancelledAt: row.cancelledAt,
      pickupCode: row.pickupCode,
      notice: row.notice && {
        ...row.notice,
        at: new Date(row.notice.at),
        acknowledgedAt: row.notice.acknowledgedAt === null ? null : new Date(row.notice.acknowledgedAt),
        sinceReserved: row.notice.sinceReserved ?? null,
      },
    });
  },
  toPersistence(reservation: Reservation): ReservationOrmEntity {
    const { notice, ...state } = reservation.toState();
    return Object.assign(new ReservationOrmEntity(), state, {
      notice: notice && { ...notice, at: notice.at.toISOString(), acknowledgedAt: notice.acknowledgedAt?.toISOString() ?? null },
    });
  },
};
