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
    });
  },
  toPersistence(reservation: Reservation): ReservationOrmEntity {
    return Object.assign(new ReservationOrmEntity(), reservation.toState());
  },
};
