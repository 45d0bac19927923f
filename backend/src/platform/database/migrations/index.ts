import { AccountsPasswordResetRequests1764192000001 } from './1764192000001-accounts-password-reset-requests.js';
import { AccountsPasswords1764100000002 } from './1764100000002-accounts-passwords.js';
import { ApiKeys1764130000000 } from './1764130000000-api-keys.js';
import { AuditLog1764170000001 } from './1764170000001-audit-log.js';
import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { IdentityLastLogin1764160000002 } from './1764160000002-identity-last-login.js';
import { LeadHistoryOrder1763900000001 } from './1763900000001-lead-history-order.js';
import { Leads1763900000000 } from './1763900000000-leads.js';
import { MailOutbox1764100000001 } from './1764100000001-mail-outbox.js';
import { Notifications1764140000001 } from './1764140000001-notifications.js';
import { Partners1764150000001 } from './1764150000001-partners.js';
import { Photos1764120000003 } from './1764120000003-photos.js';
import { PortionPrices1764160000001 } from './1764160000001-portion-prices.js';
import { Portions1763900000000 } from './1763900000000-portions.js';
import { PortionsHotReservations1764200000001 } from './1764200000001-portions-hot-reservations.js';
import { PrincipalChangeNotify1764180000001 } from './1764180000001-principal-change-notify.js';
import { ReservationsFairSharing1764120000002 } from './1764120000002-reservations-fair-sharing.js';
import { SecurityThrottle1764110000001 } from './1764110000001-security-throttle.js';
import { PortionsFoodInformation1764300004127 } from './1764300004127-portions-food-information.js';
import { Settings1764120000001 } from './1764120000001-settings.js';
import { StatsDailyRollup1764180000000 } from './1764180000000-stats-daily-rollup.js';
import { StatsRollupValueNoShows1764190000001 } from './1764190000001-stats-rollup-value-no-shows.js';
import { Webhooks1764130000001 } from './1764130000001-webhooks.js';
import { LeadsRejectedRequests1764304817001 } from './1764304817001-leads-rejected-requests.js';

/** Every migration, oldest first (one per line, so that parallel branches merge cleanly). The schema comes from these alone; synchronize stays off. */
export const MIGRATIONS = [
  Foundation1763800000000,
  Leads1763900000000,
  Portions1763900000000,
  LeadHistoryOrder1763900000001,
  MailOutbox1764100000001,
  AccountsPasswords1764100000002,
  SecurityThrottle1764110000001,
  Settings1764120000001,
  ReservationsFairSharing1764120000002,
  Photos1764120000003,
  ApiKeys1764130000000,
  Webhooks1764130000001,
  Notifications1764140000001,
  Partners1764150000001,
  PortionPrices1764160000001,
  IdentityLastLogin1764160000002,
  AuditLog1764170000001,
  StatsDailyRollup1764180000000,
  PrincipalChangeNotify1764180000001,
  StatsRollupValueNoShows1764190000001,
  AccountsPasswordResetRequests1764192000001,
  PortionsHotReservations1764200000001,
  PortionsFoodInformation1764300004127,
  LeadsRejectedRequests1764304817001,
];
