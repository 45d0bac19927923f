import { assertRoomForOpenReservation } from './fair-sharing.js';
import { AlreadyReservedError, OpenReservationCapReachedError } from './reservation.errors.js';

describe('fair sharing', () => {
  it('without a cap any number of open reservations leaves room', () => {
    expect(() => assertRoomForOpenReservation(50, null)).not.toThrow();
  });

  it('below the cap there is room for one more', () => {
    expect(() => assertRoomForOpenReservation(2, 3)).not.toThrow();
  });

  it.each([
    [1, 1],
    [3, 3],
    [4, 3],
  ])('with %i open and a cap of %i the next reservation is refused with a message naming the cap', (open, cap) => {
    expect(() => assertRoomForOpenReservation(open, cap)).toThrow(OpenReservationCapReachedError);
    expect(() => assertRoomForOpenReservation(open, cap)).toThrow(`maximaal ${cap} open reservering`);
  });

  it('the two limits answer with different codes and messages, so the person knows which one applies', () => {
    const perPortion = new AlreadyReservedError();
    const total = new OpenReservationCapReachedError(2);
    expect(perPortion.code).not.toBe(total.code);
    expect(perPortion.message).toContain('deze portie al gereserveerd');
    expect(total.message).toContain('maximaal 2 open reserveringen per persoon');
  });
});
