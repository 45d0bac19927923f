import type { Language } from '../i18n/languages';

/** The session token lives in localStorage (spec section 9); nothing else about the user is kept in the browser. */
const TOKEN_KEY = 'portiepunt.token';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

export const ROLES = ['kitchen', 'staff', 'admin', 'superadmin', 'partner'] as const;
export type Role = (typeof ROLES)[number];

/** The logged-in user as `GET /api/protected/profile` and the login answer describe them. */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  tenantId: string | null;
  /** The organisation's name; null for a superadmin. Absent in a login answer. */
  tenantName?: string | null;
  /** The interface's language; it follows the user to every device (`PUT /api/protected/profile/language`). */
  language: Language;
  /** A temporary password someone else chose: the dashboard asks for a new one before anything else. */
  mustChangePassword: boolean;
}

export interface LoginResponse {
  token: string;
  user: Profile;
  /** True on the user's first login ever. */
  firstLogin: boolean;
}

export const PROFILE_PATH = '/api/protected/profile';
export const LOGIN_PATH = '/api/auth/login';
