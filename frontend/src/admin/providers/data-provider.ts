import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { authHeaders, handleUnauthorized, type FieldError } from '../../api/client';
import type { Schema } from '../../api/types';
import { fieldErrorText } from '../../api/errors';
import { errorReason } from '../shared/errors';
import { adminT } from '../shared/i18n';
import { queryClient } from '../../lib/query-client';

const API = '/api/protected';

/** The bearer header on every call; a 401 ends the session like everywhere else in the dashboard. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) handleUnauthorized();
    throw toFormErrors(error);
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** As the API names it, in the asking user's language. */
  fileName: string;
}

/** A file fetched with the bearer token (a plain link could not send it), under the name the API gives it. */
async function fetchFile(url: string): Promise<DownloadedFile> {
  const response = await fetch(url, { headers: authHeaders() });
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) throw new HttpError(await response.text(), response.status);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  if (!fileName) throw new HttpError('The file has no name', response.status);
  return { blob: await response.blob(), fileName };
}

/**
 * The API lists refused fields as entries with a code (`errors: [{field, code, params}]`); react-admin shows
 * server-side validation errors per field as strings: the admin's text for each code in the interface's language.
 */
function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  // A conflict that belongs to one field is shown at that field, as a refusal of it would be.
  const field = error.body?.code ? FIELD_OF_CONFLICT[error.body.code as string] : undefined;
  if (field) return new HttpError(error.message, error.status, { ...error.body, errors: { [field]: errorReason(error) } });
  if (!Array.isArray(error.body?.errors)) return error;
  const catalogue = adminT()('fieldErrors', { returnObjects: true });
  const errors: Record<string, string> = {};
  for (const entry of error.body.errors as FieldError[]) errors[entry.field] ??= fieldErrorText(entry, catalogue);
  return new HttpError(error.message, error.status, { ...error.body, errors });
}

/** The field that a 409's code is about. */
const FIELD_OF_CONFLICT: Partial<Record<string, string>> = { email_taken: 'email' };

/** Where each react-admin resource lives in the API. */
function resourcePaths(tenantId: string | null): Record<string, string> {
  const tenant: Record<string, string> = tenantId
    ? {
        users: `tenants/${tenantId}/users`,
        locations: `tenants/${tenantId}/locations`,
        audit: `tenants/${tenantId}/audit`,
        'api-keys': `tenants/${tenantId}/api-keys`,
        webhooks: `tenants/${tenantId}/webhooks`,
        'scim-tokens': `tenants/${tenantId}/scim-tokens`,
        payments: `tenants/${tenantId}/payments/list`,
      }
    : { audit: 'admin/audit' };
  return {
    ...tenant,
    tenants: 'admin/tenants',
    contacts: 'admin/contacts',
    'partner-applications': 'admin/partner-applications',
    emails: 'admin/emails',
    partners: 'admin/partners',
    commissions: 'admin/commissions',
  };
}

export type TenantStats = Schema<'StatsResponseDto'>;
/** One row of the analytics: the quantities and what the API derives from them. */
export type WeekStats = Schema<'WeeklyStatsRowDto'>;
export type DayStats = Schema<'DailyStatsRowDto'>;
export type LocationStats = Schema<'LocationStatsRowDto'>;
export type StatsRow = Omit<WeekStats, 'weekStart'>;
export type TenantUser = Schema<'UserResponseDto'>;
export type MonthlySettlement = Schema<'SettlementResponseDto'>;
export type UserImportReport = Schema<'UserImportReportDto'>;
export type TenantSettings = Schema<'TenantSettingsResponseDto'>;
type TenantSettingsChanges = Schema<'UpdateTenantSettingsDto'>;
export type PlanUsage = Schema<'PlanUsageResponseDto'>;
export type WebhookDelivery = Schema<'WebhookDeliveryResponseDto'>;
export type ConvertRequest = Schema<'ConvertContactRequestDto'>;
export type DisplayLink = Schema<'DisplayLinkResponseDto'>;
export type CreatedDisplayLink = Schema<'CreatedDisplayLinkResponseDto'>;
export type Attribution = Schema<'AttributionDto'>;
/** How many portions of the period carried one allergen or diet code, and their share of the offered quantity. */
export type CodeCount = Schema<'CodeCountDto'>;
export type FoodStats = Schema<'FoodStatsResponseDto'>;
export type NoShowsRow = Schema<'NoShowsRowDto'>;
export type SsoConfiguration = Schema<'SsoConfigurationResponseDto'>;
export type PaymentSettings = Schema<'PaymentSettingsResponseDto'>;
export type SavePaymentSettings = Schema<'SavePaymentSettingsDto'>;
export type MollieTestResult = Schema<'MollieTestResultDto'>;
export type SaveSsoConfiguration = Schema<'SaveSsoConfigurationDto'>;
export type SsoClaims = Schema<'SsoTestResultDto'>['claims'];
export type SsoDomainStatus = Schema<'SsoDomainStatusDto'>;

export type PortiepuntDataProvider = ReturnType<typeof createDataProvider>;

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'];

/** Cached data never goes stale (see lib/query-client.ts): after a change, the resource's queries are fetched again. */
async function thenRefresh<T>(resources: string[], result: Promise<T>): Promise<T> {
  const value = await result;
  for (const resource of resources) void queryClient.invalidateQueries({ queryKey: [resource] });
  return value;
}

/**
 * ra-data-simple-rest, wrapped only to map resource names to the API's paths, to refresh after a change, and to add
 * the few calls that are not CRUD. Records go to the API as react-admin holds them: a PUT takes the whole record.
 */
export function createDataProvider(tenantId: string | null) {
  const base = simpleRestProvider(API, httpClient);
  const paths = resourcePaths(tenantId);
  const path = (resource: string) => paths[resource] ?? resource;
  const tenantApi = `${API}/tenants/${tenantId}`;

  const mapped = Object.fromEntries(
    Object.entries(base).map(([name, method]) => [
      name,
      (resource: string, params: unknown) => {
        const call = (method as (resource: string, params: unknown) => Promise<unknown>)(path(resource), params);
        return WRITES.includes(name) ? thenRefresh([resource], call) : call;
      },
    ]),
  ) as DataProvider;

  return {
    ...mapped,
    stats: async (): Promise<TenantStats> => (await httpClient(`${tenantApi}/stats`)).json,
    notificationStats: async (): Promise<{ sentThisWeek: number }> => (await httpClient(`${tenantApi}/stats/notifications`)).json,
    webhookDeliveries: async (id: string): Promise<WebhookDelivery[]> => (await httpClient(`${tenantApi}/webhooks/${id}/deliveries`)).json,
    resendWebhookDelivery: async (id: string, deliveryId: string): Promise<WebhookDelivery> =>
      (await httpClient(`${tenantApi}/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST' })).json,
    closeMonth: async (month: string): Promise<void> => {
      await thenRefresh(['commissions'], httpClient(`${API}/admin/commissions/${month}/close`, { method: 'POST' }));
    },
    markPaid: async (month: string, payout: { partnerId: string; paidOn: string; reference: string }): Promise<void> => {
      await thenRefresh(
        ['commissions'],
        httpClient(`${API}/admin/commissions/${month}/payouts`, { method: 'POST', body: JSON.stringify(payout) }),
      );
    },
    /** The month's payouts as a CSV file in the asking user's language. */
    payoutsCsv: (month: string): Promise<DownloadedFile> => fetchFile(`${API}/admin/commissions/${month}/payouts.csv`),
    attribution: async (tenantId: string): Promise<Attribution> => (await httpClient(`${API}/admin/tenants/${tenantId}/attribution`)).json,
    setAttribution: async (tenantId: string, partnerId: string | null): Promise<Attribution> =>
      (
        await thenRefresh(
          ['tenants'],
          httpClient(`${API}/admin/tenants/${tenantId}/attribution`, { method: 'PUT', body: JSON.stringify({ partnerId }) }),
        )
      ).json,
    weeklyStats: async (weeks: number, locationId?: string): Promise<WeekStats[]> =>
      (await httpClient(`${tenantApi}/stats/weekly?${new URLSearchParams({ weeks: String(weeks), ...(locationId && { locationId }) })}`))
        .json,
    dailyStats: async (days: number, locationId?: string): Promise<DayStats[]> =>
      (await httpClient(`${tenantApi}/stats/daily?${new URLSearchParams({ days: String(days), ...(locationId && { locationId }) })}`)).json,
    locationStats: async (): Promise<LocationStats[]> => (await httpClient(`${tenantApi}/stats/locations`)).json,
    foodStats: async (days: number): Promise<FoodStats> => (await httpClient(`${tenantApi}/stats/food?days=${days}`)).json,
    /** Per person, the reservations of the offers from `from` to `to` (local days) and what became of them. */
    noShows: async (from: string, to: string): Promise<NoShowsRow[]> =>
      (await httpClient(`${tenantApi}/stats/no-shows?${new URLSearchParams({ from, to })}`)).json,
    noShowsCsv: (from: string, to: string): Promise<DownloadedFile> =>
      fetchFile(`${tenantApi}/stats/no-shows?${new URLSearchParams({ from, to, format: 'csv' })}`),
    /** A tenant's users as the superadmin reads them (at most 100, by last name). */
    tenantUsers: async (id: string): Promise<TenantUser[]> =>
      (await httpClient(`${API}/tenants/${id}/users?${new URLSearchParams({ sort: '["lastName","ASC"]', range: '[0,99]' })}`)).json,
    settings: async (): Promise<TenantSettings> => (await httpClient(`${tenantApi}/settings`)).json,
    /** Changes only the settings given; the others keep their stored value. */
    updateSettings: async (changes: TenantSettingsChanges): Promise<TenantSettings> =>
      (await httpClient(`${tenantApi}/settings`, { method: 'PUT', body: JSON.stringify(changes) })).json,
    /** The CSV as the API sends it (with its BOM), for the browser to save. */
    settlementCsv: (month: string): Promise<DownloadedFile> => fetchFile(`${tenantApi}/settlements/${month}`),
    settlement: async (month: string): Promise<MonthlySettlement> =>
      (await httpClient(`${tenantApi}/settlements/${month}?format=json`)).json,
    payrollCsv: (month: string): Promise<DownloadedFile> => fetchFile(`${tenantApi}/payroll-export?${new URLSearchParams({ month })}`),
    /** Sends the file as it is; the API reads comma or semicolon separated UTF-8, with or without BOM. */
    importUsers: async (file: File): Promise<UserImportReport> =>
      (
        await thenRefresh(
          ['users'],
          httpClient(`${tenantApi}/users/import`, {
            method: 'POST',
            body: file,
            headers: new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' }),
          }),
        )
      ).json,
    paymentSettings: async (): Promise<PaymentSettings> => (await httpClient(`${tenantApi}/payments`)).json,
    /** The key is write-only: leave it out to keep the stored one. */
    savePaymentSettings: async (settings: SavePaymentSettings): Promise<PaymentSettings> =>
      (await httpClient(`${tenantApi}/payments`, { method: 'PUT', body: JSON.stringify(settings) })).json,
    testMollie: async (): Promise<MollieTestResult> => (await httpClient(`${tenantApi}/payments/test`, { method: 'POST' })).json,
    /** The organisation sign-in, or null while none is saved (the API answers 404). */
    ssoConfiguration: async (): Promise<SsoConfiguration | null> => {
      try {
        return (await httpClient(`${tenantApi}/sso`)).json;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    saveSsoConfiguration: async (configuration: SaveSsoConfiguration): Promise<SsoConfiguration> =>
      (await httpClient(`${tenantApi}/sso`, { method: 'PUT', body: JSON.stringify(configuration) })).json,
    /** Looks up the domain's TXT record; 409 domain_not_verified (with the records found in `details`) while it is missing. */
    verifySsoDomain: async (domain: string): Promise<SsoDomainStatus> =>
      (await thenRefresh(['sso'], httpClient(`${tenantApi}/sso/domains/${encodeURIComponent(domain)}/verify`, { method: 'POST' }))).json,
    /** Another tenant's organisation sign-in, as the superadmin reads it; null while none is saved. */
    tenantSsoConfiguration: async (tenantId: string): Promise<SsoConfiguration | null> => {
      try {
        return (await httpClient(`${API}/tenants/${tenantId}/sso`)).json;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    /** The superadmin vouches for a tenant's domain. */
    approveSsoDomain: async (tenantId: string, domain: string): Promise<SsoDomainStatus> =>
      (await httpClient(`${API}/admin/tenants/${tenantId}/sso/domains/${encodeURIComponent(domain)}/approve`, { method: 'POST' })).json,
    /** The provider's authorisation URL of a sign-in that signs nobody in; it comes back as /login/sso?test=1&code=…. */
    startSsoTest: async (): Promise<string> => (await httpClient(`${tenantApi}/sso/test`, { method: 'POST' })).json.redirectUrl,
    ssoTestClaims: async (code: string): Promise<SsoClaims> =>
      (await httpClient(`${tenantApi}/sso/test-result`, { method: 'POST', body: JSON.stringify({ code }) })).json.claims,
    displayLinks: async (locationId: string): Promise<DisplayLink[]> =>
      (await httpClient(`${tenantApi}/locations/${locationId}/displays?${new URLSearchParams({ range: '[0,99]' })}`)).json,
    createDisplayLink: async (locationId: string, name: string): Promise<CreatedDisplayLink> =>
      (await httpClient(`${tenantApi}/locations/${locationId}/displays`, { method: 'POST', body: JSON.stringify({ name }) })).json,
    renameDisplayLink: async (locationId: string, id: string, name: string): Promise<DisplayLink> =>
      (await httpClient(`${tenantApi}/locations/${locationId}/displays/${id}`, { method: 'PUT', body: JSON.stringify({ name }) })).json,
    revokeDisplayLink: async (locationId: string, id: string): Promise<void> => {
      await httpClient(`${tenantApi}/locations/${locationId}/displays/${id}`, { method: 'DELETE' });
    },
    planUsage: async (): Promise<PlanUsage> => (await httpClient(`${tenantApi}/plan-usage`)).json,
    /** Superadmin: mails the user a reset link; nobody but the user sees or sets the password. */
    sendPasswordReset: async (userId: string): Promise<void> => {
      await httpClient(`${API}/admin/users/${userId}/password-reset`, { method: 'POST' });
    },
    resendInvitation: async (userId: string): Promise<void> => {
      await httpClient(`${tenantApi}/users/${userId}/invitation`, { method: 'POST' });
    },
    retryEmail: async (id: string): Promise<void> => {
      await thenRefresh(['emails'], httpClient(`${API}/admin/emails/${id}/retry`, { method: 'POST' }));
    },
    convertContact: async (id: string, request: ConvertRequest): Promise<{ tenant: { id: string } }> =>
      (
        await thenRefresh(
          ['contacts', 'tenants'],
          httpClient(`${API}/admin/contacts/${id}/convert`, { method: 'POST', body: JSON.stringify(request) }),
        )
      ).json,
  } satisfies DataProvider;
}
