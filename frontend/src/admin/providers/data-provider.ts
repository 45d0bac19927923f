import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { authHeaders, handleUnauthorized } from '../../lib/api';
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

/**
 * The API lists field errors as arrays (`errors: {email: ['...']}`); react-admin shows server-side
 * validation errors per field when they are strings.
 */
function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.body?.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.body.errors as Record<string, string[] | string>).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.join(' ') : messages,
    ]),
  );
  return new HttpError(error.message, error.status, { ...error.body, errors });
}

/** Where each react-admin resource lives in the API. */
function resourcePaths(tenantId: string | null): Record<string, string> {
  const tenant: Record<string, string> = tenantId
    ? { users: `tenants/${tenantId}/users`, locations: `tenants/${tenantId}/locations`, audit: `tenants/${tenantId}/audit` }
    : { audit: 'admin/audit' };
  return { ...tenant, tenants: 'admin/tenants', contacts: 'admin/contacts', 'partner-applications': 'admin/partner-applications', emails: 'admin/emails' };
}

export interface TenantStats {
  totalPortions: number;
  totalReservations: number;
  totalSaved: number;
  wasteReduction: number;
}

export interface WeekStats {
  weekStart: string;
  offered: number;
  reserved: number;
  pickedUp: number;
  /** Still reserved after the portion's end: no-shows. */
  noShows: number;
}

export interface ConvertRequest {
  slug: string;
  plan: 'starter' | 'group' | 'custom';
  admin: { email: string; firstName: string; lastName: string; password: string };
}

export type PortiepuntDataProvider = ReturnType<typeof createDataProvider>;

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'];

/** Cached data never goes stale (see lib/query-client.ts): after a change, the resource's queries are fetched again. */
async function thenRefresh<T>(resources: string[], result: Promise<T>): Promise<T> {
  const value = await result;
  for (const resource of resources) void queryClient.invalidateQueries({ queryKey: [resource] });
  return value;
}

/**
 * ra-data-simple-rest, wrapped only to map resource names to the API's paths, to register users where the API
 * registers them, and to add the few calls that are not CRUD.
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
    create: async (resource, params) => {
      if (resource !== 'users') return mapped.create(resource, params);
      const { json } = await thenRefresh(
        [resource],
        httpClient('/api/auth/register', { method: 'POST', body: JSON.stringify({ ...params.data, tenantId }) }),
      );
      return { data: json };
    },
    stats: async (): Promise<TenantStats> => (await httpClient(`${tenantApi}/stats`)).json,
    weeklyStats: async (weeks = 12): Promise<WeekStats[]> => (await httpClient(`${tenantApi}/stats/weekly?weeks=${weeks}`)).json,
    resendInvitation: async (userId: string): Promise<void> => {
      await httpClient(`${tenantApi}/users/${userId}/invitation`, { method: 'POST' });
    },
    retryEmail: async (id: string): Promise<void> => {
      await thenRefresh(['emails'], httpClient(`${API}/admin/emails/${id}/retry`, { method: 'POST' }));
    },
    convertContact: async (id: string, request: ConvertRequest): Promise<{ tenant: { id: string } }> =>
      (await thenRefresh(['contacts', 'tenants'], httpClient(`${API}/admin/contacts/${id}/convert`, { method: 'POST', body: JSON.stringify(request) }))).json,
  } satisfies DataProvider;
}
