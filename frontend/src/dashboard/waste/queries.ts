import { api, authHeaders, query } from '../../api/client';
import type { Schema } from '../../api/types';

export type WasteRecord = Schema<'WasteRecordResponseDto'>;
export type NewWasteRecord = Schema<'CreateWasteRecordDto'>;
export type WasteReason = Schema<'WasteReasonResponseDto'>;
export type WasteReport = Schema<'WasteReportResponseDto'>;
export type WasteRecordChanges = Schema<'UpdateWasteRecordDto'>;
export type OpenLeftover = Schema<'OpenLeftoverResponseDto'>;
export type WasteStage = NewWasteRecord['stage'];
export type WasteDestination = NewWasteRecord['destination'];

export const STAGES: WasteStage[] = ['preparation', 'overproduction', 'plate', 'spoilage', 'unsold'];
export const DESTINATIONS: WasteDestination[] = ['digestion', 'compost', 'incineration', 'sewer', 'other'];

const tenantPath = (tenantId: string) => `/api/protected/tenants/${tenantId}`;

export const wasteKeys = {
  records: (tenantId: string, day: string) => ['waste', tenantId, 'records', day] as const,
  reasons: (tenantId: string) => ['waste', tenantId, 'reasons'] as const,
  leftovers: (tenantId: string) => ['waste', tenantId, 'leftovers'] as const,
  report: (tenantId: string, params: Record<string, string>) => ['waste', tenantId, 'report', params] as const,
  all: (tenantId: string) => ['waste', tenantId] as const,
};

/** Today's local day, as the API filters by. */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

export const fetchRecordsOf = (tenantId: string, day: string) =>
  api.get<WasteRecord[]>(`${tenantPath(tenantId)}/waste-records${query({ filter: { from: day, to: day }, range: [0, 499] })}`);
export const fetchReasons = (tenantId: string) => api.get<WasteReason[]>(`${tenantPath(tenantId)}/waste-reasons`);
export const recordWaste = (tenantId: string, record: NewWasteRecord) =>
  api.post<WasteRecord>(`${tenantPath(tenantId)}/waste-records`, record);
export const changeWaste = (tenantId: string, id: string, changes: WasteRecordChanges) =>
  api.put<WasteRecord>(`${tenantPath(tenantId)}/waste-records/${id}`, changes);
export const deleteWaste = (tenantId: string, id: string) => api.delete<WasteRecord>(`${tenantPath(tenantId)}/waste-records/${id}`);
/** A photo with the upload rules of portion photos (JPEG, PNG or WebP, at most 8 MB). */
export function uploadWastePhoto(tenantId: string, id: string, photo: File): Promise<WasteRecord> {
  const form = new FormData();
  form.append('photo', photo);
  return api.put<WasteRecord>(`${tenantPath(tenantId)}/waste-records/${id}/photo`, form);
}
export const removeWastePhoto = (tenantId: string, id: string) =>
  api.delete<WasteRecord>(`${tenantPath(tenantId)}/waste-records/${id}/photo`);
/** Ended portions with units left that nobody in the organisation answered yet. */
export const fetchLeftovers = (tenantId: string) => api.get<OpenLeftover[]>(`${tenantPath(tenantId)}/waste-leftovers`);
export const markUsedOtherwise = (tenantId: string, portionId: string) =>
  api.put<unknown>(`${tenantPath(tenantId)}/portions/${portionId}/leftover`, { outcome: 'used_otherwise' });
export const fetchReport = (tenantId: string, params: Record<string, string> = {}) =>
  api.get<WasteReport>(`${tenantPath(tenantId)}/waste-report${query(params)}`);
export const saveBaseline = (tenantId: string, wasteBaseline: { from: string; to: string } | null) =>
  api.put<unknown>(`${tenantPath(tenantId)}/settings`, { wasteBaseline });

/** Downloads a CSV the API answers (the bearer header rules out a plain link). */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: authHeaders() });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export const recordsCsvPath = (tenantId: string) => `${tenantPath(tenantId)}/waste-records?format=csv`;
export const reportCsvPath = (tenantId: string, from: string, to: string) =>
  `${tenantPath(tenantId)}/waste-report${query({ from, to, format: 'csv' })}`;

/** "1,25 kg" from 1250 g; below a kilo in grams. */
export function formatWeight(grams: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language === 'fr' ? 'fr-BE' : 'nl-NL';
  if (grams < 1000) return `${new Intl.NumberFormat(locale).format(grams)} g`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams / 1000)} kg`;
}
