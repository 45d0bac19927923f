import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Language } from '../i18n/languages';
import { clearToken, getToken, PROFILE_PATH, type Profile } from '../lib/auth';
import { queryClient } from '../lib/query-client';

export const profileKey = ['profile'] as const;

/** The logged-in user; a 401 clears the token and the dashboard sends them to /login. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => api.get<Profile>(PROFILE_PATH), enabled: getToken() !== null });
}

/** Saves the user's language in their profile, so that every device and every mail uses it. */
export async function saveLanguage(language: Language): Promise<void> {
  const profile = await api.put<Profile>(`${PROFILE_PATH}/language`, { language });
  queryClient.setQueryData(profileKey, profile);
}

/** Forgets the session: the token and everything cached for this user. */
export function endSession(): void {
  clearToken();
  queryClient.clear();
}

export const fullName = (user: Pick<Profile, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;
