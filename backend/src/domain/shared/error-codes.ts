/**
 * The stable codes of the API's errors: clients choose their texts by these, never by the English message.
 * openapi.yaml lists both sets as enums; add a code here before throwing it.
 */

/** Why one field of a 400 was refused; `params` of the entry fill in the details named in the comment. */
export const FIELD_ERROR_CODES = [
  'required', // missing, empty or null
  'unknown_field', // the operation has no such field
  'read_only', // a read-only field of a whole record was changed
  'wrong_type', // {type}: string, number, integer, boolean, array, object
  'too_short', // {min} characters
  'too_long', // {max} characters
  'too_small', // {min}
  'too_large', // {max}
  'too_few', // {min} items
  'too_many', // {max} items
  'not_allowed', // {allowed}: not one of the listed values
  'duplicate', // a list repeats an item
  'invalid_email',
  'invalid_uuid',
  'invalid_date', // not an ISO 8601 date or date-time
  'invalid_url',
  'invalid_format', // breaks the field's pattern (slug, phone, referral code, month...)
  'invalid_json', // a list parameter that is no JSON
  'must_be_true', // consent that must be given
  'not_in_future', // a date-time that has passed
  'too_far_ahead', // {days}
  'below_taken', // {taken}: a total below what is already reserved or picked up
  'unknown_reference', // an id or value that names nothing usable (an inactive location, another tenant's location)
  'mismatch', // differs from the same value in the path
  'too_common', // a password on the list of most used passwords
  'same_as_current', // a new password equal to the current one
  'wrong_password', // the current password is not right
  'invalid_link', // a used, expired or unknown link
  'other_browser', // an organisation sign-in finished in another browser than the one that began it
  'unsafe_target', // a webhook URL that is private, loopback or does not resolve
  'control_characters', // control characters anywhere; line breaks, tabs, bidirectional or zero-width characters in a single-line field
  'repeated', // a query parameter given more than once
  'weak_password', // {advice}: zxcvbn-ts judged it too easy to guess (advice in Dutch)
  'public_mail_domain', // {domain}: a domain of a free mail service (gmail.com, telenet.be...) cannot lead to one organisation
  'platform_domain', // {domain}: the platform's own domain, a parent or a subdomain of it
  'subdomain_of_claimed', // {domain}: lies under another organisation's verified domain
  'unsafe_text', // NUL characters or unpaired surrogates
  'not_own_path', // a return address that is not a path of this site (no open redirect)
  'too_deep', // {max} levels of nesting
  'unsupported_file', // a photo that is no JPEG, PNG or WebP, or a file that is no readable CSV
  'missing_columns', // {columns}: the header row it needs: a CSV without the named header columns
  'empty_file',
  'too_many_rows', // {max}
  'food_code_unknown', // an allergen or diet code that is not on the list
  'food_code_repeated', // an allergen or diet code listed twice
  'allergen_in_both_lists', // an allergen both in allergens and in mayContain
  'allergens_not_declared', // no allergens given and "contains none" not stated
  'diet_vegan_not_vegetarian', // vegan without vegetarian
  'ingredients_too_long', // {max} characters
  'prepared_at_in_future',
  'prepared_at_too_long_ago', // {days}
  'reheat_needs_chilled', // reheating only for chilled or frozen storage
  'prepared_to_end_too_long', // {hours}: more hours between preparation and the end of pickup than the storage allows
  'archived', // a reason (or other choice) that was archived takes no new use
  'in_future', // a date-time that has not come yet
  'too_far_back', // {days}
  'not_in_past', // a period that does not end before today
  'period_too_short', // {days}
  'temperature_out_of_range', // {min, max} °C
  'before_prepared', // a measured moment before preparedAt
  'out_of_order', // cooledAt not after coolingStartedAt
  'temperature_required', // food safety on: a hot portion needs its temperature, a chilled one its cooling
  'temperature_below_minimum', // {minC, measuredC}: hot food below the organisation's minimum
  'temperature_above_maximum', // {maxC, measuredC}: chilled food above the organisation's maximum
  'cooling_too_long', // {hours, measuredHours}: cooling took longer than the organisation allows
  'holding_time_passed', // {hours}: hot food put out longer ago than the hot-holding limit
  'already_corrected', // a correction must name the latest correction of an entry
  'portion_ended', // a check on a portion that is no longer on offer
  'invalid', // any other refusal; the message says why
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The `code` of a non-400 error body (403, 404, 409, 429 ...): one business rule each. */
export const DOMAIN_ERROR_CODES = [
  'invalid_input',
  'invalid_credentials',
  'password_change_required',
  'password_already_chosen',
  'not_a_superadmin',
  'email_taken',
  'user_not_found',
  'user_erased',
  'own_access_change',
  'own_erasure',
  'last_admin',
  'registration_not_allowed',
  'no_tenant',
  'too_many_login_attempts',
  'too_many_password_resets',
  'too_many_streams',
  'tenant_not_found',
  'tenant_active',
  'slug_taken',
  'location_not_found',
  'location_cap_reached',
  'portion_not_found',
  'portion_sold_out',
  'portion_not_enough_left',
  'portion_expired',
  'portion_finished',
  'portion_not_editable',
  'photo_not_found',
  'photo_link_invalid',
  'reservation_not_found',
  'reservation_transition_not_allowed',
  'reservation_window_closed',
  'not_reservation_owner',
  'already_reserved',
  'open_reservation_cap_reached',
  'reservation_cap_reached',
  'pickup_confirmed_at_counter',
  'pickup_code_not_found',
  'already_handed_over',
  'pickup_code_other_location',
  'waitlist_portion_available',
  'waitlist_portion_ended',
  'email_not_found',
  'email_not_failed',
  'contact_request_not_found',
  'partner_application_not_found',
  'status_transition_not_allowed',
  'already_converted',
  'too_many_submissions',
  'api_key_not_found',
  'api_key_invalid',
  'api_key_rate_limited',
  'partner_not_found',
  'partner_email_taken',
  'not_a_partner',
  'month_not_closed',
  'month_not_ended',
  'already_paid',
  'webhook_not_found',
  'webhook_delivery_not_found',
  'sso_required',
  'sso_not_configured',
  'sso_configuration_not_found',
  'sso_provider_unreachable',
  'sso_domain_taken',
  'sso_domain_not_found',
  'domain_not_verified',
  'scim_token_not_found',
  'display_link_not_found',
  'display_link_unknown',
  'too_many_display_lookups',
  'too_many_sso_starts',
  'too_many_pickup_code_attempts',
  'payment_provider_unavailable',
  'payment_refused',
  'too_many_webhooks',
  'waste_record_not_found',
  'waste_reason_not_found',
  'waste_record_not_editable',
  'leftover_not_open',
  'waste_reason_cap_reached',
  'calendar_feed_unknown',
  'too_many_calendar_lookups',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
