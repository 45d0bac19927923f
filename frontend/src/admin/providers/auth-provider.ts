import type { AuthProvider } from 'react-admin';
import { handleUnauthorized } from '../../api/client';
import { clearToken, getToken, type Profile } from '../../lib/auth';

/**
 * react-admin's view of the same localStorage session the rest of the dashboard uses. Logging in happens on
 * /login, and leaving is handled by the dashboard, so react-admin itself never redirects.
 */
export function createAuthProvider(user: Profile): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => {
      clearToken();
      return false;
    },
    checkAuth: async () => {
      if (!getToken()) {
        handleUnauthorized();
        throw { message: false, redirectTo: false };
      }
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        handleUnauthorized();
        throw { message: false, logoutUser: false };
      }
    },
    getIdentity: async () => ({ id: user.id, fullName: `${user.firstName} ${user.lastName}` }),
    getPermissions: async () => user.role,
  };
}
