// Generated from openapi.yaml by scripts/api-types.mjs (npm run api-types). Do not edit.

/** The limits and choices of each field of a schema of openapi.yaml: forms stop where the API would refuse. */
export const FIELD_LIMITS = {
  "AuditEntryResponseDto": {
    "action": {
      "enum": [
        "auth.login_succeeded",
        "auth.login_failed",
        "auth.password_changed",
        "auth.password_reset",
        "auth.sso_login_succeeded",
        "auth.sso_login_refused",
        "auth.sso_linked",
        "sso.configured",
        "sso.domain_verified",
        "sso.domain_approved",
        "payments.configured",
        "scim_token.created",
        "scim_token.revoked",
        "scim.group_changed",
        "user.invited",
        "user.created",
        "user.changed",
        "user.role_changed",
        "user.deactivated",
        "user.erased",
        "user.exported",
        "location.created",
        "location.changed",
        "portion.withdrawn",
        "waste.recorded",
        "waste.changed",
        "waste.deleted",
        "waste.leftover_used_otherwise",
        "api_key.created",
        "api_key.revoked",
        "webhook.created",
        "webhook.changed",
        "webhook.deleted",
        "display_link.created",
        "display_link.revoked",
        "display_link.renamed",
        "calendar_feed.created",
        "calendar_feed.renewed",
        "tenant.created",
        "tenant.changed",
        "tenant.exported",
        "tenant.erased",
        "lead.status_changed",
        "lead.converted",
        "lead.erased",
        "retention.leads_erased",
        "retention.spam_erased",
        "retention.emails_erased",
        "retention.audit_erased"
      ]
    },
    "targetType": {
      "enum": [
        "user",
        "location",
        "portion",
        "tenant",
        "api_key",
        "scim_token",
        "scim_group",
        "webhook",
        "display_link",
        "waste_record",
        "contact_request",
        "partner_application"
      ]
    }
  },
  "OutboundEmailDto": {
    "status": {
      "enum": [
        "queued",
        "sent",
        "failed",
        "held"
      ]
    }
  },
  "WebhookResponseDto": {
    "events": {
      "enum": [
        "portion.created",
        "portion.updated",
        "reservation.created",
        "reservation.updated",
        "waste.recorded",
        "waste.changed",
        "waste.deleted"
      ]
    }
  },
  "CreateWebhookDto": {
    "url": {
      "maxLength": 2000
    },
    "events": {
      "enum": [
        "portion.created",
        "portion.updated",
        "reservation.created",
        "reservation.updated",
        "waste.recorded",
        "waste.changed",
        "waste.deleted"
      ]
    }
  },
  "CreatedWebhookResponseDto": {
    "events": {
      "enum": [
        "portion.created",
        "portion.updated",
        "reservation.created",
        "reservation.updated",
        "waste.recorded",
        "waste.changed",
        "waste.deleted"
      ]
    }
  },
  "UpdateWebhookDto": {
    "url": {
      "maxLength": 2000
    },
    "events": {
      "enum": [
        "portion.created",
        "portion.updated",
        "reservation.created",
        "reservation.updated",
        "waste.recorded",
        "waste.changed",
        "waste.deleted"
      ]
    }
  },
  "WebhookDeliveryResponseDto": {
    "eventType": {
      "enum": [
        "portion.created",
        "portion.updated",
        "reservation.created",
        "reservation.updated",
        "waste.recorded",
        "waste.changed",
        "waste.deleted"
      ]
    },
    "status": {
      "enum": [
        "queued",
        "sent",
        "failed",
        "held"
      ]
    }
  },
  "CreateLocationDto": {
    "name": {
      "maxLength": 120
    },
    "address": {
      "maxLength": 300
    }
  },
  "UpdateLocationDto": {
    "name": {
      "maxLength": 120
    },
    "address": {
      "maxLength": 300
    }
  },
  "PlanUsageResponseDto": {
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "TenantResponseDto": {
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "FirstAdminDto": {
    "email": {
      "maxLength": 254
    },
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "password": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "CreateTenantDto": {
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    },
    "name": {
      "maxLength": 120
    }
  },
  "UpdateTenantDto": {
    "name": {
      "maxLength": 120
    },
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "UserResponseDto": {
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin",
        "superadmin",
        "partner"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "employeeNumber": {
      "maxLength": 50
    }
  },
  "RegisterUserDto": {
    "email": {
      "maxLength": 254
    },
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "employeeNumber": {
      "maxLength": 50
    },
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin"
      ]
    },
    "password": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "ProfileResponseDto": {
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin",
        "superadmin",
        "partner"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "employeeNumber": {
      "maxLength": 50
    }
  },
  "ChangeLanguageDto": {
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    }
  },
  "SkippedUserDto": {
    "reason": {
      "enum": [
        "invalid_email",
        "missing_first_name",
        "missing_last_name",
        "name_too_long",
        "invalid_role",
        "invalid_employee_number",
        "wrong_column_count",
        "duplicate_in_file",
        "email_taken"
      ]
    }
  },
  "CreateUserDto": {
    "email": {
      "maxLength": 254
    },
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "employeeNumber": {
      "maxLength": 50
    },
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin"
      ]
    },
    "password": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "UpdateUserDto": {
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin"
      ]
    },
    "employeeNumber": {
      "maxLength": 50
    }
  },
  "ExchangeSsoCodeDto": {
    "password": {
      "maxLength": 200
    }
  },
  "SsoDomainStatusDto": {
    "status": {
      "enum": [
        "pending",
        "verified"
      ]
    }
  },
  "RoleRuleDto": {
    "role": {
      "enum": [
        "kitchen",
        "staff",
        "admin"
      ]
    }
  },
  "SaveSsoConfigurationDto": {
    "domains": {
      "maxItems": 50
    },
    "roleRules": {
      "maxItems": 100
    }
  },
  "CreateScimTokenDto": {
    "name": {
      "maxLength": 100
    }
  },
  "ForgotPasswordDto": {
    "email": {
      "maxLength": 254
    }
  },
  "ResetPasswordDto": {
    "password": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "ChangePasswordDto": {
    "newPassword": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "CreateContactRequestDto": {
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "website": {
      "maxLength": 2000
    },
    "organizationName": {
      "maxLength": 100
    },
    "institutionType": {
      "enum": [
        "hospital",
        "care-home",
        "care-group",
        "university",
        "school",
        "corporate",
        "catering",
        "retail",
        "hotel",
        "other",
        "ziekenhuis",
        "rusthuis",
        "hogeschool",
        "bedrijf",
        "anders"
      ]
    },
    "numberOfLocations": {
      "enum": [
        "1",
        "2-3",
        "2-5",
        "4-10",
        "6-10",
        "10+"
      ]
    },
    "message": {
      "maxLength": 5000
    }
  },
  "CreatePartnerApplicationDto": {
    "firstName": {
      "maxLength": 100
    },
    "lastName": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "website": {
      "maxLength": 2000
    },
    "company": {
      "maxLength": 2000
    },
    "role": {
      "maxLength": 2000
    },
    "experience": {
      "maxLength": 2000
    },
    "network": {
      "maxLength": 2000
    },
    "motivation": {
      "maxLength": 2000
    }
  },
  "ContactRequestResponseDto": {
    "institutionType": {
      "enum": [
        "hospital",
        "care-home",
        "care-group",
        "university",
        "school",
        "corporate",
        "catering",
        "retail",
        "hotel",
        "other",
        "ziekenhuis",
        "rusthuis",
        "hogeschool",
        "bedrijf",
        "anders"
      ]
    },
    "numberOfLocations": {
      "enum": [
        "1",
        "2-3",
        "2-5",
        "4-10",
        "6-10",
        "10+"
      ]
    },
    "status": {
      "enum": [
        "new",
        "contacted",
        "converted",
        "rejected"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "proposedPlan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "ContactRequestDetailsDto": {
    "institutionType": {
      "enum": [
        "hospital",
        "care-home",
        "care-group",
        "university",
        "school",
        "corporate",
        "catering",
        "retail",
        "hotel",
        "other",
        "ziekenhuis",
        "rusthuis",
        "hogeschool",
        "bedrijf",
        "anders"
      ]
    },
    "numberOfLocations": {
      "enum": [
        "1",
        "2-3",
        "2-5",
        "4-10",
        "6-10",
        "10+"
      ]
    },
    "status": {
      "enum": [
        "new",
        "contacted",
        "converted",
        "rejected"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "proposedPlan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "ChangeContactRequestStatusDto": {
    "status": {
      "enum": [
        "new",
        "contacted",
        "converted",
        "rejected"
      ]
    },
    "note": {
      "maxLength": 2000
    }
  },
  "ConvertContactRequestDto": {
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "PartnerApplicationResponseDto": {
    "status": {
      "enum": [
        "new",
        "contacted",
        "accepted",
        "rejected"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    }
  },
  "PartnerApplicationDetailsDto": {
    "status": {
      "enum": [
        "new",
        "contacted",
        "accepted",
        "rejected"
      ]
    },
    "language": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    }
  },
  "ChangePartnerApplicationStatusDto": {
    "status": {
      "enum": [
        "new",
        "contacted",
        "accepted",
        "rejected"
      ]
    },
    "note": {
      "maxLength": 2000
    }
  },
  "UpdatePartnerDto": {
    "commissionRate": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "CommissionLineResponseDto": {
    "kind": {
      "enum": [
        "monthly",
        "correction"
      ]
    },
    "status": {
      "enum": [
        "open",
        "closed",
        "paid"
      ]
    }
  },
  "MarkPaidDto": {
    "reference": {
      "maxLength": 200
    }
  },
  "NewCorrectionDto": {
    "note": {
      "maxLength": 2000
    }
  },
  "ReferralDto": {
    "status": {
      "enum": [
        "request",
        "customer",
        "ended"
      ]
    },
    "plan": {
      "enum": [
        "starter",
        "group",
        "custom"
      ]
    }
  },
  "PartnerMonthDto": {
    "status": {
      "enum": [
        "open",
        "closed",
        "paid"
      ]
    }
  },
  "MaxHoursPreparedToEndResponseDto": {
    "hot": {
      "minimum": 1,
      "maximum": 168
    },
    "chilled": {
      "minimum": 1,
      "maximum": 168
    },
    "ambient": {
      "minimum": 1,
      "maximum": 168
    }
  },
  "TenantSettingsResponseDto": {
    "maxOpenReservationsPerPerson": {
      "minimum": 1,
      "maximum": 10
    },
    "defaultPriceCents": {
      "minimum": 0,
      "maximum": 2000
    },
    "pickupConfirmation": {
      "enum": [
        "self",
        "counter"
      ]
    },
    "defaultLanguage": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "defaultPortionWeightGrams": {
      "minimum": 1,
      "maximum": 5000
    },
    "co2eKgPerKgFood": {
      "minimum": 0,
      "maximum": 50
    },
    "wasteCostCentsPerKg": {
      "minimum": 0,
      "maximum": 10000
    }
  },
  "MaxHoursPreparedToEndDto": {
    "hot": {
      "minimum": 1,
      "maximum": 168
    },
    "chilled": {
      "minimum": 1,
      "maximum": 168
    },
    "ambient": {
      "minimum": 1,
      "maximum": 168
    }
  },
  "FoodSafetySettingsDto": {
    "hotMinC": {
      "minimum": 60,
      "maximum": 90
    },
    "chilledMaxC": {
      "minimum": 0,
      "maximum": 7
    },
    "coolingMaxHours": {
      "minimum": 1,
      "maximum": 12
    },
    "hotHoldingMaxHours": {
      "minimum": 1,
      "maximum": 8
    }
  },
  "UpdateTenantSettingsDto": {
    "maxOpenReservationsPerPerson": {
      "minimum": 1,
      "maximum": 10
    },
    "defaultPriceCents": {
      "minimum": 0,
      "maximum": 2000
    },
    "pickupConfirmation": {
      "enum": [
        "self",
        "counter"
      ]
    },
    "defaultLanguage": {
      "enum": [
        "nl",
        "fr",
        "en"
      ]
    },
    "defaultPortionWeightGrams": {
      "minimum": 1,
      "maximum": 5000
    },
    "co2eKgPerKgFood": {
      "minimum": 0,
      "maximum": 50
    },
    "wasteCostCentsPerKg": {
      "minimum": 0,
      "maximum": 10000
    }
  },
  "TemperatureCheckDto": {
    "kind": {
      "enum": [
        "offer",
        "cooling",
        "check",
        "handover"
      ]
    }
  },
  "PortionResponseDto": {
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "diet": {
      "enum": [
        "vegetarian",
        "vegan",
        "halal",
        "no_pork"
      ]
    },
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    },
    "status": {
      "enum": [
        "available",
        "finished",
        "expired"
      ]
    },
    "endedReason": {
      "enum": [
        "sold_out",
        "expired",
        "withdrawn",
        "temperature",
        "holding_time"
      ]
    },
    "iddsiLevel": {
      "minimum": 0,
      "maximum": 7
    },
    "waitlistPosition": {
      "minimum": 1
    }
  },
  "CreatePortionDto": {
    "title": {
      "maxLength": 120
    },
    "description": {
      "maxLength": 1000
    },
    "totalQuantity": {
      "minimum": 1,
      "maximum": 500
    },
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs",
        "Gluten",
        "Lactose",
        "Noten",
        "Eieren",
        "Vis",
        "Soja"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs",
        "Gluten",
        "Lactose",
        "Noten",
        "Eieren",
        "Vis",
        "Soja"
      ]
    },
    "diet": {
      "enum": [
        "vegetarian",
        "vegan",
        "halal",
        "no_pork"
      ]
    },
    "ingredients": {
      "maxLength": 1000
    },
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    },
    "priceCents": {
      "minimum": 0,
      "maximum": 2000
    },
    "portionWeightGrams": {
      "minimum": 1,
      "maximum": 5000
    },
    "temperatureC": {
      "minimum": -30,
      "maximum": 110
    },
    "cooledTemperatureC": {
      "minimum": -30,
      "maximum": 110
    },
    "iddsiLevel": {
      "minimum": 0,
      "maximum": 7
    }
  },
  "UpdatePortionDto": {
    "title": {
      "maxLength": 120
    },
    "description": {
      "maxLength": 1000
    },
    "totalQuantity": {
      "minimum": 1,
      "maximum": 500
    },
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs",
        "Gluten",
        "Lactose",
        "Noten",
        "Eieren",
        "Vis",
        "Soja"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs",
        "Gluten",
        "Lactose",
        "Noten",
        "Eieren",
        "Vis",
        "Soja"
      ]
    },
    "diet": {
      "enum": [
        "vegetarian",
        "vegan",
        "halal",
        "no_pork"
      ]
    },
    "ingredients": {
      "maxLength": 1000
    },
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    },
    "portionWeightGrams": {
      "minimum": 1,
      "maximum": 5000
    },
    "temperatureC": {
      "minimum": -30,
      "maximum": 110
    },
    "cooledTemperatureC": {
      "minimum": -30,
      "maximum": 110
    },
    "iddsiLevel": {
      "minimum": 0,
      "maximum": 7
    }
  },
  "WithdrawPortionDto": {
    "status": {
      "enum": [
        "expired"
      ]
    },
    "reason": {
      "maxLength": 300
    }
  },
  "CreateTemperatureCheckDto": {
    "temperatureC": {
      "minimum": -30,
      "maximum": 110
    },
    "note": {
      "maxLength": 500
    }
  },
  "FoodSafetyBatchDto": {
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    },
    "endedReason": {
      "enum": [
        "sold_out",
        "expired",
        "withdrawn",
        "temperature",
        "holding_time"
      ]
    }
  },
  "ReservationPaymentDto": {
    "status": {
      "enum": [
        "open",
        "paid",
        "expired",
        "canceled",
        "failed",
        "refunded"
      ]
    },
    "refundStatus": {
      "enum": [
        "pending",
        "refunded",
        "failed"
      ]
    }
  },
  "ReservationPortionDto": {
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "diet": {
      "enum": [
        "vegetarian",
        "vegan",
        "halal",
        "no_pork"
      ]
    },
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    },
    "status": {
      "enum": [
        "available",
        "finished",
        "expired"
      ]
    },
    "endedReason": {
      "enum": [
        "sold_out",
        "expired",
        "withdrawn",
        "temperature",
        "holding_time"
      ]
    },
    "iddsiLevel": {
      "minimum": 0,
      "maximum": 7
    }
  },
  "ReservationNoticeDto": {
    "kind": {
      "enum": [
        "allergens_changed",
        "withdrawn"
      ]
    },
    "allergensAdded": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "allergensRemoved": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContainAdded": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContainRemoved": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    }
  },
  "ReservationResponseDto": {
    "status": {
      "enum": [
        "reserved",
        "picked_up",
        "cancelled",
        "awaiting_payment"
      ]
    },
    "pickupCode": {
      "maxLength": 4,
      "minLength": 4
    }
  },
  "CreateReservationDto": {
    "quantity": {
      "minimum": 1,
      "maximum": 10
    }
  },
  "ChangeReservationStatusDto": {
    "status": {
      "enum": [
        "reserved",
        "picked_up",
        "cancelled"
      ]
    }
  },
  "PortionReservationResponseDto": {
    "status": {
      "enum": [
        "reserved",
        "picked_up",
        "cancelled",
        "awaiting_payment"
      ]
    },
    "pickupCode": {
      "maxLength": 4,
      "minLength": 4
    }
  },
  "CounterPortionDto": {
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "storage": {
      "enum": [
        "hot",
        "chilled",
        "ambient"
      ]
    }
  },
  "CounterReservationResponseDto": {
    "status": {
      "enum": [
        "reserved",
        "picked_up",
        "cancelled",
        "awaiting_payment"
      ]
    },
    "pickupCode": {
      "maxLength": 4,
      "minLength": 4
    }
  },
  "HandOverDto": {
    "temperatureC": {
      "minimum": -30,
      "maximum": 110
    }
  },
  "HandOverResponseDto": {
    "status": {
      "enum": [
        "reserved",
        "picked_up",
        "cancelled",
        "awaiting_payment"
      ]
    },
    "pickupCode": {
      "maxLength": 4,
      "minLength": 4
    }
  },
  "WaitlistPlaceResponseDto": {
    "position": {
      "minimum": 1
    }
  },
  "WasteRecordResponseDto": {
    "stage": {
      "enum": [
        "preparation",
        "overproduction",
        "plate",
        "spoilage",
        "unsold"
      ]
    },
    "destination": {
      "enum": [
        "digestion",
        "compost",
        "incineration",
        "sewer",
        "other"
      ]
    }
  },
  "CreateWasteRecordDto": {
    "weightGrams": {
      "minimum": 1,
      "maximum": 1000000
    },
    "stage": {
      "enum": [
        "preparation",
        "overproduction",
        "plate",
        "spoilage",
        "unsold"
      ]
    },
    "destination": {
      "enum": [
        "digestion",
        "compost",
        "incineration",
        "sewer",
        "other"
      ]
    },
    "note": {
      "maxLength": 500
    }
  },
  "UpdateWasteRecordDto": {
    "weightGrams": {
      "minimum": 1,
      "maximum": 1000000
    },
    "stage": {
      "enum": [
        "preparation",
        "overproduction",
        "plate",
        "spoilage",
        "unsold"
      ]
    },
    "destination": {
      "enum": [
        "digestion",
        "compost",
        "incineration",
        "sewer",
        "other"
      ]
    },
    "note": {
      "maxLength": 500
    }
  },
  "WasteReasonLabelsDto": {
    "nl": {
      "maxLength": 60
    },
    "fr": {
      "maxLength": 60
    },
    "en": {
      "maxLength": 60
    }
  },
  "SetMealsServedDto": {
    "meals": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "WasteReportResponseDto": {
    "method": {
      "enum": [
        "direct_measurement"
      ]
    }
  },
  "DecideLeftoverDto": {
    "outcome": {
      "enum": [
        "used_otherwise"
      ]
    }
  },
  "LeftoverDecisionResponseDto": {
    "outcome": {
      "enum": [
        "used_otherwise"
      ]
    }
  },
  "NotificationPreferencesDto": {
    "newPortions": {
      "enum": [
        "off",
        "instant",
        "digest"
      ]
    }
  },
  "UnsubscribedDto": {
    "unsubscribed": {
      "enum": [
        "newPortions",
        "reminders"
      ]
    }
  },
  "ApiKeyResponseDto": {
    "scopes": {
      "enum": [
        "portions:write",
        "portions:read",
        "stats:read",
        "reservations:read",
        "waste:read",
        "waste:write"
      ]
    }
  },
  "CreateApiKeyDto": {
    "name": {
      "maxLength": 100
    },
    "scopes": {
      "enum": [
        "portions:write",
        "portions:read",
        "stats:read",
        "reservations:read",
        "waste:read",
        "waste:write"
      ]
    }
  },
  "CreatedApiKeyResponseDto": {
    "scopes": {
      "enum": [
        "portions:write",
        "portions:read",
        "stats:read",
        "reservations:read",
        "waste:read",
        "waste:write"
      ]
    }
  },
  "MailHealthDto": {
    "status": {
      "enum": [
        "up",
        "degraded",
        "down",
        "disabled"
      ]
    }
  },
  "ProbeDto": {
    "status": {
      "enum": [
        "ok",
        "error"
      ]
    },
    "reason": {
      "enum": [
        "draining",
        "database",
        "migrations"
      ]
    }
  },
  "ReadinessDto": {
    "status": {
      "enum": [
        "ok",
        "error"
      ]
    },
    "reason": {
      "enum": [
        "draining",
        "database",
        "migrations"
      ]
    }
  },
  "HealthDto": {
    "status": {
      "enum": [
        "up",
        "down"
      ]
    }
  },
  "EraseTenantDto": {
    "slug": {
      "maxLength": 60
    }
  },
  "CreateDisplayLinkDto": {
    "name": {
      "maxLength": 100
    }
  },
  "RenameDisplayLinkDto": {
    "name": {
      "maxLength": 100
    }
  },
  "DisplayPortionDto": {
    "allergens": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "mayContain": {
      "enum": [
        "gluten",
        "crustaceans",
        "eggs",
        "fish",
        "peanuts",
        "soy",
        "milk",
        "nuts",
        "celery",
        "mustard",
        "sesame",
        "sulphites",
        "lupin",
        "molluscs"
      ]
    },
    "diet": {
      "enum": [
        "vegetarian",
        "vegan",
        "halal",
        "no_pork"
      ]
    },
    "iddsiLevel": {
      "minimum": 0,
      "maximum": 7
    }
  },
  "PaymentListItemDto": {
    "status": {
      "enum": [
        "open",
        "paid",
        "expired",
        "canceled",
        "failed",
        "refunded"
      ]
    },
    "refundStatus": {
      "enum": [
        "pending",
        "refunded",
        "failed"
      ]
    }
  },
  "PaymentSettingsResponseDto": {
    "mode": {
      "enum": [
        "free",
        "settlement",
        "online"
      ]
    }
  },
  "SavePaymentSettingsDto": {
    "mode": {
      "enum": [
        "free",
        "settlement",
        "online"
      ]
    },
    "holdMinutes": {
      "minimum": 2,
      "maximum": 30
    },
    "vatPercent": {
      "minimum": 0,
      "maximum": 25
    }
  }
} as const;
