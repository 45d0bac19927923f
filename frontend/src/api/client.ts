import type { Schema } from './types';
import { clearToken, getToken } from '../lib/auth';

/** Error for any non-2xx answer; its message is "status: body" (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body `{statusCode, error, message, code?, errors?}`, when there is one. */
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiErrorBody = Schema<'ErrorResponseDto'>;
/** One refused field of a 400: the client words it by `code` (see api/errors.ts); `message` is English. */
export type FieldError = Schema<'FieldErrorDto'>;
export type FieldErrorCode = Schema<'FieldErrorCode'>;

const unauthorizedListeners = new Set<() => void>();

/** Called when a call made with a token answers 401: the token is gone and the user must log in again. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Forgets the token and tells the listeners (the dashboard sends the user to /login). */
export function handleUnauthorized(): void {
  clearToken();
  unauthorizedListeners.forEach((listener) => listener());
}

/** The bearer header for protected calls, or nothing when logged out. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = authHeaders();
  // A FormData body (a file upload) sets its own multipart content type.
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
  });
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401 && headers.Authorization) handleUnauthorized();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseBody(text) as ApiErrorBody | undefined);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** A DELETE that must carry a confirmation, such as erasing a tenant. */
  deleteWithBody: <T>(path: string, body: unknown) => request<T>('DELETE', path, body),
};

/** A query string from the defined values; objects and arrays go as JSON (the list contract's sort/range/filter). */
export function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
