import { Injectable } from '@nestjs/common';
import type { ContactRequest } from '../../domain/leads/contact-request.js';
import type { PartnerApplication } from '../../domain/leads/partner-application.js';
import { SalesRecipients } from '../../domain/leads/sales-recipients.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { MailOutbox } from '../../domain/mail/index.js';
import { demoRequestConfirmationMail } from './mails/demo-request-confirmation.mail.js';
import { leadAlertMail } from './mails/lead-alert.mail.js';
import { partnerApplicationConfirmationMail } from './mails/partner-application-confirmation.mail.js';

/**
 * The mails a new lead causes: a confirmation to the person who asked, in the language of the form they used, and
 * an alert to sales. Call inside the lead's unit of work.
 */
@Injectable()
export class LeadMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly sales: SalesRecipients,
    private readonly links: AppLinks,
  ) {}

  async contactRequestReceived(request: ContactRequest): Promise<void> {
    const { firstName, lastName, email, organizationName, language, id } = request.toState();
    await this.outbox.enqueue(
      demoRequestConfirmationMail({ to: email, firstName, language, organizationName, siteUrl: this.links.page('home', language) }),
    );
    await this.alertSales(
      'contact-request',
      organizationName,
      `${firstName} ${lastName}`,
      email,
      this.links.to(`/dashboard/contacts/${id}/show`),
    );
  }

  async partnerApplicationReceived(application: PartnerApplication): Promise<void> {
    const { firstName, lastName, email, company, language, id } = application.toState();
    await this.outbox.enqueue(
      partnerApplicationConfirmationMail({ to: email, firstName, language, partnersUrl: this.links.page('partners', language) }),
    );
    const organization = company ?? `${firstName} ${lastName}`;
    await this.alertSales(
      'partner-application',
      organization,
      `${firstName} ${lastName}`,
      email,
      this.links.to(`/dashboard/partner-applications/${id}/show`),
    );
  }

  private async alertSales(
    kind: 'contact-request' | 'partner-application',
    organization: string,
    contactName: string,
    contactEmail: string,
    dashboardUrl: string,
  ) {
    for (const to of await this.sales.addresses()) {
      await this.outbox.enqueue(leadAlertMail({ to, kind, organization, contactName, contactEmail, dashboardUrl }));
    }
  }
}
