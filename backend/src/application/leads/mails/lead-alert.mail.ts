import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';

const WHAT = { 'contact-request': 'demo-aanvraag', 'partner-application': 'partneraanmelding' } as const;

/** To sales: a new (non-spam) lead, named by its organisation, with a link to it in the superadmin dashboard. Sales read Dutch. */
export function leadAlertMail(input: {
  to: string;
  kind: keyof typeof WHAT;
  organization: string;
  contactName: string;
  contactEmail: string;
  dashboardUrl: string;
}): OutboundEmail {
  return composeMail({
    kind: 'lead-alert',
    to: input.to,
    language: 'nl',
    subject: `Nieuwe ${WHAT[input.kind]}: ${input.organization}`,
    firstName: null,
    blocks: [
      `Er is een nieuwe ${WHAT[input.kind]} binnengekomen van ${input.organization} (${input.contactName}, ${input.contactEmail}).`,
      { label: 'Bekijk de aanvraag in het dashboard', url: input.dashboardUrl },
    ],
  });
}
