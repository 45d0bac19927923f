/**
 * A pick-up code still works at the counter for 12 hours after its portion's pick-up ended: a late hand-over. After
 * that a reservation still `reserved` is a no-show for good.
 */
export const LATE_HANDOVER_MS = 12 * 60 * 60 * 1000;
