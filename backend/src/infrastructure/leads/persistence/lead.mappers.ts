import {
  ContactRequest,
  type ContactRequestStatus,
  type InstitutionType,
  type LocationCount,
} from '../../../domain/leads/contact-request.js';
import { PartnerApplication, type PartnerApplicationStatus } from '../../../domain/leads/partner-application.js';
import type { StatusChange } from '../../../domain/leads/status-change.js';
import { ContactRequestOrmEntity } from './contact-request.orm-entity.js';
import { LeadStatusChangeOrmEntity } from './lead-status-change.orm-entity.js';
import { PartnerApplicationOrmEntity } from './partner-application.orm-entity.js';

export const ContactRequestMapper = {
  toDomain(row: ContactRequestOrmEntity): ContactRequest {
    return ContactRequest.restore({
      ...row,
      institutionType: row.institutionType as InstitutionType | null,
      numberOfLocations: row.numberOfLocations as LocationCount | null,
      status: row.status as ContactRequestStatus,
    });
  },
  toPersistence(request: ContactRequest): ContactRequestOrmEntity {
    return Object.assign(new ContactRequestOrmEntity(), request.toState());
  },
};

export const PartnerApplicationMapper = {
  toDomain(row: PartnerApplicationOrmEntity): PartnerApplication {
    return PartnerApplication.restore({ ...row, status: row.status as PartnerApplicationStatus });
  },
  toPersistence(application: PartnerApplication): PartnerApplicationOrmEntity {
    return Object.assign(new PartnerApplicationOrmEntity(), application.toState());
  },
};

export const StatusChangeMapper = {
  toDomain(row: LeadStatusChangeOrmEntity): StatusChange {
    return {
      id: row.id,
      from: row.fromStatus,
      to: row.toStatus,
      note: row.note,
      changedBy: { userId: row.changedBy, name: row.changedByName },
      changedAt: row.changedAt,
    };
  },
};
