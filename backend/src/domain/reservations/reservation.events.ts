/** The webhooks a placed reservation sends: a tenant subscribed to neither may take the fast path. */
export const RESERVATION_PLACED_WEBHOOKS = ['reservation.created', 'portion.updated'] as const;
