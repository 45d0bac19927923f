import { AccountsPasswords1764100000002 } from './1764100000002-accounts-passwords.js';
import { AuditLog1764170000001 } from './1764170000001-audit-log.js';
import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { LeadHistoryOrder1763900000001 } from './1763900000001-lead-history-order.js';
import { Leads1763900000000 } from './1763900000000-leads.js';
import { MailOutbox1764100000001 } from './1764100000001-mail-outbox.js';
import { Portions1763900000000 } from './1763900000000-portions.js';
import { ReservationsFairSharing1764120000002 } from './1764120000002-reservations-fair-sharing.js';
import { Photos1764120000003 } from './1764120000003-photos.js';
import { SecurityThrottle1764110000001 } from './1764110000001-security-throttle.js';
import { Settings1764120000001 } from './1764120000001-settings.js';

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
  AuditLog1764170000001,
];
