/**
 * Expected status of every API route per caller, reviewed by hand. The matrix test reads the routes from Nest at
 * run time and fails for any route missing here: a new endpoint gets one line.
 *
 * Columns: anonymous, kitchen A, staff A, admin A, superadmin, admin B, partner. Paths carry tenant A's ids.
 * A partner belongs to no tenant: besides the public routes it may call only its own profile and its portal.
 * `id` names the object that `:id` stands for (a fresh one per call where the call changes it);
 * `body` is a valid body, so that an allowed caller succeeds.
 */
export type IdKind =
  | 'user'
  | 'freshUser'
  | 'invitedUser'
  | 'location'
  | 'tenant'
  | 'portion'
  /** A portion whose one unit another colleague holds: what a waiting list is for. */
  | 'bookedPortion'
  | 'reservation'
  | 'contact'
  | 'contactedContact'
  | 'partnerApplication'
  | 'email'
  | 'apiKey'
  | 'scimToken'
  | 'webhook'
  /** `:id` a webhook endpoint and `:deliveryId` one of its deliveries. */
  | 'webhookDelivery'
  /** `:id` a location and `:displayId` one of its display links. */
  | 'display'
  /** `:token` the token of a live display link. */
  | 'displayToken'
  /** `:file` `<token>.ics` of a live calendar feed of staff A. */
  | 'calendarFeed'
  | 'partner'
  /** A waste record kitchen A made just now (so that the kitchen may still change it). */
  | 'wasteRecord'
  /** `:code` a fresh reason of the organisation's own. */
  | 'wasteReason'
  /** `:id/meals-served/:date` a location and a past day. */
  | 'mealsDay';

export interface Expectation {
  status: [anonymous: number, kitchen: number, staff: number, admin: number, superadmin: number, adminB: number, partner: number];
  id?: IdKind;
  body?: (ids: BodyIds, n: number) => object;
  /** A text/csv body instead of JSON. */
  csv?: (n: number) => string;
  /** The body needs `pickupCode`, a fresh open reservation's code at `locationId`. */
  pickupCode?: true;
  /** A query string the route needs, without the `?`. */
  query?: string;
}

export interface BodyIds {
  tenantId: string;
  locationId: string;
  portionId: string;
  availableUntil: string;
  partnerId: string;
  pickupCode: string;
}

const admin = (n: number) => ({ email: `matrix-admin${n}@test.nl`, firstName: 'M', lastName: 'X', password: 'Groene-Soeplepel-73' });

// prettier-ignore
export const EXPECTED: Record<string, Expectation> = {
  'GET /api/health':                                                  { status: [200, 200, 200, 200, 200, 200, 200] },
  'GET /api/health/live':                                             { status: [200, 200, 200, 200, 200, 200, 200] },
  'GET /api/health/ready':                                            { status: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/login':                                             { status: [401, 401, 401, 401, 401, 401, 401], body: (_, n) => ({ email: `matrix${n}@test.nl`, password: 'wrong-password' }) },
  'POST /api/auth/register':                                          { status: [401, 403, 403, 201, 201, 403, 403], body: (ids, n) => ({ ...admin(n), role: 'staff', tenantId: ids.tenantId }) },
  'GET /api/protected/profile':                                       { status: [401, 200, 200, 200, 200, 200, 200] },
  'GET /api/protected/tenants/:tenantId/users':                       { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/users/:id':                   { status: [401, 403, 403, 200, 200, 403, 403], id: 'user' },
  'PUT /api/protected/tenants/:tenantId/users/:id':                   { status: [401, 403, 403, 200, 403, 403, 403], id: 'user', body: () => ({ firstName: 'Sanne' }) },
  'POST /api/protected/tenants/:tenantId/users':                      { status: [401, 403, 403, 201, 403, 403, 403], body: (_, n) => ({ ...admin(n), role: 'staff' }) },
  'GET /api/protected/tenants/:tenantId/api-keys':                    { status: [401, 403, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/api-keys':                   { status: [401, 403, 403, 201, 403, 403, 403], body: () => ({ name: 'Matrix', scopes: ['portions:read'] }) },
  'GET /api/protected/tenants/:tenantId/api-keys/:id':                { status: [401, 403, 403, 200, 403, 403, 403], id: 'apiKey' },
  'DELETE /api/protected/tenants/:tenantId/api-keys/:id':             { status: [401, 403, 403, 200, 403, 403, 403], id: 'apiKey' },
  'POST /api/auth/sso/start':                                         { status: [404, 404, 404, 404, 404, 404, 404], body: () => ({ email: 'iemand@nergens.test', returnTo: '/dashboard' }) },
  'GET /api/auth/sso/callback':                                       { status: [404, 404, 404, 404, 404, 404, 404] },
  'POST /api/auth/sso/exchange':                                      { status: [400, 400, 400, 400, 400, 400, 400], body: () => ({ code: 'not-a-code' }) },
  'GET /api/protected/tenants/:tenantId/sso':                         { status: [401, 403, 403, 404, 404, 403, 403] },
  'PUT /api/protected/tenants/:tenantId/sso':                         { status: [401, 403, 403, 200, 403, 403, 403], body: () => ({ issuer: 'https://login.matrix.test/v2.0', clientId: 'matrix', clientSecret: 'geheim', domains: ['matrix-sso.test'], roleRules: [], passwordLoginDisabled: false, enabled: true }) },
  // `:domain` is a domain tenant A never claimed (the matrix replaces it): an allowed caller gets 404.
  'POST /api/protected/tenants/:tenantId/sso/domains/:domain/verify': { status: [401, 403, 403, 404, 403, 403, 403] },
  'POST /api/protected/admin/tenants/:id/sso/domains/:domain/approve': { status: [401, 403, 403, 403, 404, 403, 403], id: 'tenant' },
  'POST /api/protected/tenants/:tenantId/sso/test':                   { status: [401, 403, 403, 404, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/sso/test-result':            { status: [401, 403, 403, 400, 403, 403, 403], body: () => ({ code: 'not-a-code' }) },
  'GET /api/protected/tenants/:tenantId/scim-tokens':                 { status: [401, 403, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/scim-tokens':                { status: [401, 403, 403, 201, 403, 403, 403], body: () => ({ name: 'Matrix' }) },
  'DELETE /api/protected/tenants/:tenantId/scim-tokens/:id':          { status: [401, 403, 403, 200, 403, 403, 403], id: 'scimToken' },
  // SCIM takes only a SCIM token: no login token or API key of any caller passes.
  'GET /scim/v2/ServiceProviderConfig':                               { status: [401, 401, 401, 401, 401, 401, 401] },
  'GET /scim/v2/ResourceTypes':                                       { status: [401, 401, 401, 401, 401, 401, 401] },
  'GET /scim/v2/ResourceTypes/:id':                                   { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'GET /scim/v2/Schemas':                                             { status: [401, 401, 401, 401, 401, 401, 401] },
  'GET /scim/v2/Schemas/:id':                                         { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'GET /scim/v2/Users':                                               { status: [401, 401, 401, 401, 401, 401, 401] },
  'POST /scim/v2/Users':                                              { status: [401, 401, 401, 401, 401, 401, 401] },
  'GET /scim/v2/Users/:id':                                           { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'PUT /scim/v2/Users/:id':                                           { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'PATCH /scim/v2/Users/:id':                                         { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'DELETE /scim/v2/Users/:id':                                        { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'GET /scim/v2/Groups':                                              { status: [401, 401, 401, 401, 401, 401, 401] },
  'POST /scim/v2/Groups':                                             { status: [401, 401, 401, 401, 401, 401, 401] },
  'GET /scim/v2/Groups/:id':                                          { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'PUT /scim/v2/Groups/:id':                                          { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'PATCH /scim/v2/Groups/:id':                                        { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'DELETE /scim/v2/Groups/:id':                                       { status: [401, 401, 401, 401, 401, 401, 401], id: 'user' },
  'GET /api/protected/tenants/:tenantId/webhooks':                    { status: [401, 403, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/webhooks':                   { status: [401, 403, 403, 201, 403, 403, 403], body: () => ({ url: 'http://127.0.0.1:9/matrix', events: ['portion.created'] }) },
  'GET /api/protected/tenants/:tenantId/webhooks/:id':                { status: [401, 403, 403, 200, 403, 403, 403], id: 'webhook' },
  'PUT /api/protected/tenants/:tenantId/webhooks/:id':                { status: [401, 403, 403, 200, 403, 403, 403], id: 'webhook', body: () => ({ enabled: false }) },
  'DELETE /api/protected/tenants/:tenantId/webhooks/:id':             { status: [401, 403, 403, 200, 403, 403, 403], id: 'webhook' },
  'GET /api/protected/tenants/:tenantId/webhooks/:id/deliveries':     { status: [401, 403, 403, 200, 403, 403, 403], id: 'webhook' },
  'POST /api/protected/tenants/:tenantId/webhooks/:id/deliveries/:deliveryId/resend': { status: [401, 403, 403, 201, 403, 403, 403], id: 'webhookDelivery' },
  'GET /api/protected/tenants/:tenantId/locations':                   { status: [401, 200, 200, 200, 200, 403, 403] },
  'POST /api/protected/tenants/:tenantId/locations':                  { status: [401, 403, 403, 201, 403, 403, 403], body: (_, n) => ({ name: `Matrix ${n}` }) },
  'GET /api/protected/tenants/:tenantId/locations/:id':               { status: [401, 200, 200, 200, 200, 403, 403], id: 'location' },
  'PUT /api/protected/tenants/:tenantId/locations/:id':               { status: [401, 403, 403, 200, 403, 403, 403], id: 'location', body: () => ({ address: 'Matrixweg 1' }) },
  'GET /api/protected/tenants/:tenantId/settings':                    { status: [401, 200, 200, 200, 200, 403, 403] },
  'PUT /api/protected/tenants/:tenantId/settings':                    { status: [401, 403, 403, 200, 403, 403, 403], body: () => ({ maxOpenReservationsPerPerson: null }) },
  'GET /api/protected/admin/tenants':                                 { status: [401, 403, 403, 403, 200, 403, 403] },
  'POST /api/protected/admin/tenants':                                { status: [401, 403, 403, 403, 201, 403, 403], body: (_, n) => ({ name: `Matrix ${n}`, slug: `matrix-${n}`, plan: 'starter', admin: admin(n) }) },
  'GET /api/protected/admin/tenants/:id':                             { status: [401, 403, 403, 403, 200, 403, 403], id: 'tenant' },
  'PUT /api/protected/admin/tenants/:id':                             { status: [401, 403, 403, 403, 200, 403, 403], id: 'tenant', body: () => ({ plan: 'custom' }) },
  'POST /api/contact':                                                { status: [201, 201, 201, 201, 201, 201, 201], body: (_, n) => ({ organizationName: `Zorg ${n}`, firstName: 'A', lastName: 'B', email: `matrix${n}@zorg.nl`, privacyAccepted: true }) },
  'POST /api/partners/applications':                                  { status: [201, 201, 201, 201, 201, 201, 201], body: (_, n) => ({ firstName: 'A', lastName: 'B', email: `matrix${n}@advies.nl`, phone: '0612345678', role: 'Adviseur', experience: 'Veel', network: 'Groot', motivation: 'Minder verspilling', privacyAccepted: true }) },
  'GET /api/protected/admin/contacts':                                { status: [401, 403, 403, 403, 200, 403, 403] },
  'GET /api/protected/admin/contacts/:id':                            { status: [401, 403, 403, 403, 200, 403, 403], id: 'contact' },
  'PUT /api/protected/admin/contacts/:id':                            { status: [401, 403, 403, 403, 200, 403, 403], id: 'contact', body: () => ({ status: 'contacted' }) },
  'DELETE /api/protected/admin/contacts/:id':                         { status: [401, 403, 403, 403, 200, 403, 403], id: 'contact' },
  'POST /api/protected/admin/contacts/:id/convert':                   { status: [401, 403, 403, 403, 201, 403, 403], id: 'contactedContact', body: (_, n) => ({ slug: `matrix-convert-${n}`, plan: 'starter', admin: admin(n) }) },
  'GET /api/protected/admin/partner-applications':                    { status: [401, 403, 403, 403, 200, 403, 403] },
  'GET /api/protected/admin/partner-applications/:id':                { status: [401, 403, 403, 403, 200, 403, 403], id: 'partnerApplication' },
  'PUT /api/protected/admin/partner-applications/:id':                { status: [401, 403, 403, 403, 200, 403, 403], id: 'partnerApplication', body: () => ({ status: 'contacted' }) },
  'DELETE /api/protected/admin/partner-applications/:id':             { status: [401, 403, 403, 403, 200, 403, 403], id: 'partnerApplication' },
  'GET /api/protected/tenants/:tenantId/portions':                    { status: [401, 200, 200, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/portions':                   { status: [401, 201, 403, 201, 403, 403, 403], body: (ids) => ({ title: 'Soep', locationId: ids.locationId, availableUntil: ids.availableUntil, allergens: ['celery'], diet: ['vegetarian'], storage: 'hot' }) },
  'GET /api/protected/tenants/:tenantId/portions/:id':                { status: [401, 200, 200, 200, 403, 403, 403], id: 'portion' },
  'PUT /api/protected/tenants/:tenantId/portions/:id':                { status: [401, 200, 403, 200, 403, 403, 403], id: 'portion', body: () => ({ title: 'Stamppot' }) },
  // Sent without a multipart body here: allowed callers get 400 (the upload itself is tested in photos.e2e-spec.ts).
  'PUT /api/protected/tenants/:tenantId/portions/:id/photo':          { status: [401, 400, 403, 400, 403, 403, 403], id: 'portion' },
  'DELETE /api/protected/tenants/:tenantId/portions/:id/photo':       { status: [401, 200, 403, 200, 403, 403, 403], id: 'portion' },
  // Public behind a signed link; without one (and with no photo id) every caller gets 400.
  'GET /api/photos/:tenantId/:photoId':                                { status: [400, 400, 400, 400, 400, 400, 400] },
  'GET /api/protected/tenants/:tenantId/portions/:id/reservations':   { status: [401, 200, 403, 200, 403, 403, 403], id: 'portion' },
  'POST /api/protected/tenants/:tenantId/portions/:id/waitlist':     { status: [401, 201, 201, 403, 403, 403, 403], id: 'bookedPortion' },
  'DELETE /api/protected/tenants/:tenantId/portions/:id/waitlist':   { status: [401, 204, 204, 403, 403, 403, 403], id: 'bookedPortion' },
  'PATCH /api/protected/tenants/:tenantId/portions/:id/status':       { status: [401, 200, 403, 200, 403, 403, 403], id: 'portion', body: () => ({ status: 'expired' }) },
  'POST /api/protected/tenants/:tenantId/portions/:id/temperature-checks': { status: [401, 201, 403, 201, 403, 403, 403], id: 'portion', body: () => ({ temperatureC: 64.5 }) },
  'GET /api/protected/tenants/:tenantId/locations/:id/food-safety-log': { status: [401, 200, 403, 200, 403, 403, 403], id: 'location' },
  'GET /api/protected/tenants/:tenantId/locations/:id/open-reservations': { status: [401, 200, 403, 200, 403, 403, 403], id: 'location' },
  'POST /api/protected/tenants/:tenantId/locations/:id/handovers': { status: [401, 200, 403, 200, 403, 403, 403], id: 'location', pickupCode: true, body: (ids) => ({ code: ids.pickupCode }) },
  'GET /api/protected/tenants/:tenantId/locations/:id/displays':    { status: [401, 403, 403, 200, 403, 403, 403], id: 'location' },
  'POST /api/protected/tenants/:tenantId/locations/:id/displays':   { status: [401, 403, 403, 201, 403, 403, 403], id: 'location' },
  'PUT /api/protected/tenants/:tenantId/locations/:id/displays/:displayId':    { status: [401, 403, 403, 200, 403, 403, 403], id: 'display', body: () => ({ name: 'Scherm matrix' }) },
  'DELETE /api/protected/tenants/:tenantId/locations/:id/displays/:displayId': { status: [401, 403, 403, 204, 403, 403, 403], id: 'display' },
  // The token is the only credential: every caller sees the screen of a live link.
  'GET /api/display/:token/portions':                                 { status: [200, 200, 200, 200, 200, 200, 200], id: 'displayToken' },
  'GET /api/display/:token/events':                                   { status: [200, 200, 200, 200, 200, 200, 200], id: 'displayToken' },
  'POST /api/protected/profile/calendar-feed':                         { status: [401, 201, 201, 403, 403, 403, 403] },
  'GET /api/calendar/:file':                                          { status: [200, 200, 200, 200, 200, 200, 200], id: 'calendarFeed' },
  'GET /api/protected/reservations':                                  { status: [401, 200, 200, 403, 403, 403, 403] },
  'POST /api/protected/reservations':                                 { status: [401, 201, 201, 403, 403, 403, 403], body: (ids) => ({ portionId: ids.portionId }) },
  'POST /api/protected/reservations/:id/payment/refresh':             { status: [401, 200, 200, 403, 403, 403, 403], id: 'reservation' },
  'GET /api/protected/tenants/:tenantId/payments':                    { status: [401, 403, 403, 200, 403, 403, 403] },
  'PUT /api/protected/tenants/:tenantId/payments':                    { status: [401, 403, 403, 200, 403, 403, 403], body: () => ({ mode: 'settlement', vatPercent: 9 }) },
  'GET /api/protected/tenants/:tenantId/payments/list':               { status: [401, 403, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/payments/test':              { status: [401, 403, 403, 400, 403, 403, 403] },
  'POST /api/payments/mollie/webhook':                                { status: [200, 200, 200, 200, 200, 200, 200], body: () => ({ id: 'tr_matrix' }) },
  'GET /api/protected/reservations/:id':                              { status: [401, 200, 200, 403, 403, 403, 403], id: 'reservation' },
  'GET /api/protected/reservations/:id/calendar.ics':                 { status: [401, 200, 200, 403, 403, 403, 403], id: 'reservation' },
  'PATCH /api/protected/reservations/:id/status':                     { status: [401, 200, 200, 403, 403, 403, 403], id: 'reservation', body: () => ({ status: 'picked_up' }) },
  'POST /api/protected/reservations/:id/notice/acknowledgement':      { status: [401, 403, 200, 403, 403, 403, 403], id: 'reservation' },
  'GET /api/protected/tenants/:tenantId/stats':                       { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/stats/weekly':                { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/stats/daily':                 { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/stats/locations':             { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/stats/food':                  { status: [401, 403, 403, 200, 200, 403, 403] },
  // Without its period the admin gets 400 (past the role check); per-person figures are not the superadmin's.
  'GET /api/protected/tenants/:tenantId/stats/no-shows':              { status: [401, 403, 403, 400, 403, 403, 403] },
  'GET /api/protected/tenants/:tenantId/plan-usage':                  { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/waste-records':               { status: [401, 200, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/waste-records':              { status: [401, 201, 403, 201, 403, 403, 403], body: (ids) => ({ locationId: ids.locationId, weightGrams: 500, stage: 'plate', reasonCode: 'returned', destination: 'compost' }) },
  'GET /api/protected/tenants/:tenantId/waste-records/:id':           { status: [401, 200, 403, 200, 403, 403, 403], id: 'wasteRecord' },
  'PUT /api/protected/tenants/:tenantId/waste-records/:id':           { status: [401, 200, 403, 200, 403, 403, 403], id: 'wasteRecord', body: () => ({ weightGrams: 750 }) },
  'DELETE /api/protected/tenants/:tenantId/waste-records/:id':        { status: [401, 200, 403, 200, 403, 403, 403], id: 'wasteRecord' },
  // Sent without a multipart body here: allowed callers get 400 (the upload itself is tested in waste-photos-leftovers.e2e-spec.ts).
  'PUT /api/protected/tenants/:tenantId/waste-records/:id/photo':     { status: [401, 400, 403, 400, 403, 403, 403], id: 'wasteRecord' },
  'DELETE /api/protected/tenants/:tenantId/waste-records/:id/photo':  { status: [401, 200, 403, 200, 403, 403, 403], id: 'wasteRecord' },
  'GET /api/protected/tenants/:tenantId/waste-leftovers':             { status: [401, 200, 403, 200, 403, 403, 403] },
  // The portion is still on offer: allowed callers get 409 leftover_not_open (the answer itself is tested in waste-photos-leftovers.e2e-spec.ts).
  'PUT /api/protected/tenants/:tenantId/portions/:id/leftover':       { status: [401, 409, 403, 409, 403, 403, 403], id: 'portion', body: () => ({ outcome: 'used_otherwise' }) },
  'GET /api/protected/tenants/:tenantId/waste-reasons':               { status: [401, 200, 403, 200, 403, 403, 403] },
  'POST /api/protected/tenants/:tenantId/waste-reasons':              { status: [401, 403, 403, 201, 403, 403, 403], body: (_ids, n) => ({ code: `matrix_${n}`, labels: { nl: 'M', fr: 'M', en: 'M' } }) },
  'PUT /api/protected/tenants/:tenantId/waste-reasons/:code':         { status: [401, 403, 403, 200, 403, 403, 403], id: 'wasteReason', body: () => ({ archived: true }) },
  'PUT /api/protected/tenants/:tenantId/locations/:id/meals-served/:date':  { status: [401, 200, 403, 200, 403, 403, 403], id: 'mealsDay', body: () => ({ meals: 120 }) },
  'GET /api/protected/tenants/:tenantId/locations/:id/meals-served':  { status: [401, 200, 403, 200, 403, 403, 403], id: 'location' },
  'GET /api/protected/tenants/:tenantId/waste-report':                { status: [401, 200, 403, 200, 403, 403, 403] },
  'GET /api/protected/tenants/:tenantId/settlements/:month':          { status: [401, 403, 403, 200, 403, 403, 403] },
  'GET /api/protected/tenants/:tenantId/payroll-export':              { status: [401, 403, 403, 200, 403, 403, 403], query: 'month=2026-10' },
  'POST /api/protected/tenants/:tenantId/users/import':               { status: [401, 403, 403, 200, 403, 403, 403], csv: (n) => `email,firstName,lastName,role\nimport${n}@test.nl,I,M,staff\n` },
  'GET /api/protected/events':                                        { status: [401, 200, 200, 200, 403, 200, 403] },
  'POST /api/auth/forgot-password':                                   { status: [202, 202, 202, 202, 202, 202, 202], body: (_, n) => ({ email: `matrix-forgot${n}@test.nl` }) },
  'POST /api/auth/reset-password':                                    { status: [400, 400, 400, 400, 400, 400, 400], body: () => ({ token: 'not-a-real-token', password: 'Lang-en-uniek-42' }) },
  'PUT /api/protected/profile/password':                              { status: [401, 400, 400, 400, 400, 400, 400], body: () => ({ currentPassword: 'wrong-password', newPassword: 'Lang-en-uniek-42' }) },
  'POST /api/protected/tenants/:tenantId/users/:id/invitation':       { status: [401, 403, 403, 202, 403, 403, 403], id: 'invitedUser' },
  'POST /api/protected/admin/users/:id/password-reset':               { status: [401, 403, 403, 403, 202, 403, 403], id: 'user' },
  'GET /api/protected/admin/emails':                                  { status: [401, 403, 403, 403, 200, 403, 403] },
  'POST /api/protected/admin/emails/:id/retry':                       { status: [401, 403, 403, 403, 409, 403, 403], id: 'email' },
  'GET /api/protected/tenants/:tenantId/audit':                       { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/admin/audit':                                   { status: [401, 403, 403, 403, 200, 403, 403] },
  'GET /api/protected/tenants/:tenantId/export':                      { status: [401, 403, 403, 200, 200, 403, 403] },
  'PUT /api/protected/profile/language':                              { status: [401, 200, 200, 200, 200, 200, 200], body: () => ({ language: 'nl' }) },
  'GET /api/protected/profile/export':                                { status: [401, 200, 200, 200, 200, 200, 200] },
  'DELETE /api/protected/tenants/:tenantId/users/:id':                { status: [401, 403, 403, 200, 403, 403, 403], id: 'freshUser' },
  'DELETE /api/protected/admin/tenants/:id':                          { status: [401, 403, 403, 403, 400, 403, 403], id: 'tenant', body: () => ({ slug: 'not-this-tenant' }) },
  'GET /api/protected/profile/notifications':                         { status: [401, 200, 200, 200, 403, 200, 403] },
  'PUT /api/protected/profile/notifications':                         { status: [401, 200, 200, 200, 403, 200, 403], body: () => ({ newPortions: 'digest', locations: null, push: false, reminders: true }) },
  'GET /api/push/public-key':                                         { status: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/protected/push-subscriptions':                           { status: [401, 201, 201, 201, 403, 201, 403], body: (_, n) => ({ endpoint: `https://push.example.org/matrix/${n}`, keys: { p256dh: 'key', auth: 'secret' } }) },
  'DELETE /api/protected/push-subscriptions':                         { status: [401, 204, 204, 204, 403, 204, 403], body: (_, n) => ({ endpoint: `https://push.example.org/matrix/${n}` }) },
  'GET /api/notifications/unsubscribe':                               { status: [400, 400, 400, 400, 400, 400, 400] },
  'POST /api/notifications/unsubscribe':                              { status: [400, 400, 400, 400, 400, 400, 400] },
  'GET /api/protected/tenants/:tenantId/stats/notifications':         { status: [401, 403, 403, 200, 200, 403, 403] },
  'GET /api/protected/admin/partners':                                { status: [401, 403, 403, 403, 200, 403, 403] },
  'GET /api/protected/admin/partners/:id':                            { status: [401, 403, 403, 403, 200, 403, 403], id: 'partner' },
  'PUT /api/protected/admin/partners/:id':                            { status: [401, 403, 403, 403, 200, 403, 403], id: 'partner', body: () => ({ commissionRate: 12 }) },
  'GET /api/protected/admin/tenants/:id/attribution':                 { status: [401, 403, 403, 403, 200, 403, 403], id: 'tenant' },
  'PUT /api/protected/admin/tenants/:id/attribution':                 { status: [401, 403, 403, 403, 200, 403, 403], id: 'tenant', body: () => ({ partnerId: null }) },
  'GET /api/protected/admin/commissions':                             { status: [401, 403, 403, 403, 200, 403, 403] },
  'POST /api/protected/admin/commissions':                            { status: [401, 403, 403, 403, 201, 403, 403], body: (ids) => ({ month: '2026-10', partnerId: ids.partnerId, amountCents: -100, note: 'Correctie' }) },
  'POST /api/protected/admin/commissions/:month/close':               { status: [401, 403, 403, 403, 204, 403, 403] },
  'POST /api/protected/admin/commissions/:month/payouts':             { status: [401, 403, 403, 403, 204, 403, 403], body: (ids) => ({ partnerId: ids.partnerId, paidOn: '2026-11-20', reference: 'Bank 1' }) },
  'GET /api/protected/admin/commissions/:month/payouts.csv':          { status: [401, 403, 403, 403, 200, 403, 403] },
  // The partner portal answers 403 to every caller but a partner (that each partner sees only their own rows: partners.e2e-spec.ts).
  'GET /api/protected/partner':                                       { status: [401, 403, 403, 403, 403, 403, 200] },
  'GET /api/protected/partner/referrals':                             { status: [401, 403, 403, 403, 403, 403, 200] },
  'GET /api/protected/partner/commissions':                           { status: [401, 403, 403, 403, 403, 403, 200] },
};
