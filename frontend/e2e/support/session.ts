import { expect, type APIRequestContext } from '@playwright/test';

export interface Session {
  token: string;
  user: { firstName: string; language: string };
}

/**
 * This worker's sessions by app, address and password. Every login costs the server a password hash, so each person
 * logs in once per worker and the journeys reuse the token, in API calls and in the browser's storage. A token holds
 * until its user's password changes; a journey that changes one logs in with the new password, which is another key.
 */
const sessions = new Map<string, Promise<Session>>();
const origins = new WeakMap<APIRequestContext, Promise<string>>();

/** The app a request context talks to: a journey may start an app of its own, with its own users and secret. */
export function originOf(request: APIRequestContext): Promise<string> {
  let origin = origins.get(request);
  if (!origin) {
    origin = request.head('/robots.txt').then((response) => new URL(response.url()).origin);
    origins.set(request, origin);
  }
  return origin;
}

/** Logs in through the real API (`POST /api/auth/login`), once per app, person and password in this worker. */
export async function apiSession(request: APIRequestContext, person: { email: string; password: string }): Promise<Session> {
  const key = `${await originOf(request)}\n${person.email.toLowerCase()}\n${person.password}`;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      const response = await request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as Session;
    })();
    sessions.set(key, session);
    // A failed login is not remembered: the next journey tries again and fails on its own.
    session.catch(() => sessions.delete(key));
  }
  return session;
}

/** The bearer header of `person`'s session. */
export async function bearer(request: APIRequestContext, person: { email: string; password: string }): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${(await apiSession(request, person)).token}` };
}
