import type { ReservationView } from '../../../application/reservations/reservation-view.js';
import { reservationCalendar } from './reservation-calendar.js';

describe('reservation calendar entry', () => {
  const view = {
    id: '6f1c2b1e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
    pickupCode: 'K7PX',
    status: 'reserved',
    reservedAt: new Date('2026-11-25T11:00:00Z'),
    portion: { title: 'Lasagne', locationName: 'Hoofdgebouw', availableUntil: new Date('2026-11-25T13:30:00Z') },
  } as ReservationView;

  it('holds the pick-up window in UTC, the location and the code', () => {
    const calendar = reservationCalendar(view);
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('DTSTART:20261125T110000Z');
    expect(calendar).toContain('DTEND:20261125T133000Z');
    expect(calendar).toContain('LOCATION:Hoofdgebouw');
    expect(calendar).toContain('SUMMARY:Portie ophalen: Lasagne');
    expect(calendar).toContain('Ophaalcode: K7PX');
    expect(calendar).toContain(`UID:${view.id}@portiepunt.nl`);
  });
});
