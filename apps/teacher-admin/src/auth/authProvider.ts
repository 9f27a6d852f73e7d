import type { AuthProvider } from 'react-admin';
import { it, type SessionProfile } from '@lavagna/contracts';
import { statusOf } from '@lavagna/web-kit';
import { api, apiFetch, apiJson } from '../http/api';

export interface LoginParams {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** The signed-in teacher or accountant: logout closes only such a session on the server. */
let current: SessionProfile | null = null;

/** Who the console lets in: the teacher, and the teacher's accountant (read-only, by the API's wall). */
const mayEnter = (profile: SessionProfile): boolean => profile.identity === 'teacher' || profile.identity === 'accountant';

const postLogout = async (userId?: string) => {
  try {
    await apiFetch('/api/users/logout', { method: 'POST', json: userId ? { userId } : {}, skipRefresh: true });
  } catch {
    // the cookies may already be gone: logging out locally is enough
  }
};

const loadProfile = async (): Promise<SessionProfile> => {
  const profile = await apiJson<SessionProfile>('/api/users/validate');
  if (!mayEnter(profile)) throw new Error(it.auth.teacherOnly);
  current = profile;
  return profile;
};

/** Session over the API cookies shared with the student app; only the teacher gets in. */
export const authProvider: AuthProvider = {
  async login({ email, password, rememberMe }: LoginParams) {
    const { user } = await apiJson<{ success: boolean; user: SessionProfile }>('/api/users/check', {
      method: 'POST',
      json: { email: email.trim().toLowerCase(), pw: password, rememberMe: Boolean(rememberMe) },
      skipRefresh: true,
    });
    if (!mayEnter(user)) {
      await postLogout(user._id);
      current = null;
      throw new Error(it.auth.teacherOnly);
    }
    current = user;
  },

  async logout() {
    // Only a teacher session is closed on the server: a student who opened /admin keeps theirs.
    const teacher = current;
    current = null;
    if (teacher) await postLogout(teacher._id);
  },

  async checkAuth() {
    try {
      await loadProfile();
    } catch (error) {
      current = null;
      const refused = error instanceof Error && error.message === it.auth.teacherOnly;
      throw { message: refused ? it.auth.teacherOnly : 'ra.auth.auth_check_error' };
    }
  },

  async checkError(error: unknown) {
    if (statusOf(error) !== 401) return;
    const refreshFailed = (error as { body?: { refreshFailed?: boolean } }).body?.refreshFailed === true;
    // apiFetch already refreshed and replayed; a 401 from elsewhere gets its one refresh here.
    if (!refreshFailed && (await api.refreshSession())) return;
    current = null;
    throw { message: it.auth.sessionExpired };
  },

  async getIdentity() {
    const profile = await loadProfile();
    return { id: profile._id, fullName: profile.fullName || `${profile.name} ${profile.surname}` };
  },

  /** The identity decides the desk (the accountant's reads only): after a reload it is asked of the session again. */
  async getPermissions() {
    if (!current) await loadProfile().catch(() => null);
    return current?.identity ?? null;
  },
};
