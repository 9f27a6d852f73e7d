import type {
  BillingDataRequest,
  BillingView,
  LoginRequest,
  OutboxMessage,
  SessionProfile,
  SignupInput,
  UpdateUserRequest,
  UpdateUserResponse,
  UserView,
} from '@lavagna/contracts';
import { api } from './client';

const base = '/api/users';
const enc = encodeURIComponent;
type Success = { success: boolean };

/** Typed calls of docs/api-accounts.md. */
export const usersApi = {
  validate: () => api.get<SessionProfile>(`${base}/validate`),
  login: (body: LoginRequest) =>
    api.post<{ success: boolean; user: SessionProfile }>(`${base}/check`, body, { skipRefresh: true }),
  logout: (userId: string) => api.post<Success>(`${base}/logout`, { userId }, { skipRefresh: true }),
  signup: (body: SignupInput) => api.post<{ success: boolean; user: { _id: string; email: string } }>(`${base}/create`, body),
  confirmSignup: (value: string) => api.get<Success>(`${base}/confirm-signup/${enc(value)}`),
  confirmEmail: (value: string) => api.get<Success>(`${base}/confirm-email/${enc(value)}`),
  recoveryEmail: (email: string) => api.post<Success>(`${base}/recovery-email`, { email }),
  /** The confirmation e-mail again: the same answer whether or not the address needs one. */
  confirmationEmail: (email: string) => api.post<Success>(`${base}/confirmation-email`, { email }),
  passwordRecovery: (value: string) =>
    api.get<{ success: boolean; data: { _id: string } }>(`${base}/password-recovery/${enc(value)}`),
  newPassword: (id: string, body: { pw: string; token: string } | { pw: string; currentPw: string }) =>
    api.put<Success>(`${base}/newPassword/${enc(id)}`, body),
  checkPassword: (email: string, pw: string) => api.post<Success>(`${base}/check-password`, { email, pw }),
  update: (id: string, body: UpdateUserRequest) => api.put<UpdateUserResponse>(`${base}/${enc(id)}`, body),
  info: (id: string) => api.get<UserView>(`${base}/get-student-info-for-data-modifier/${enc(id)}`),
  billing: (id: string) => api.get<BillingView>(`${base}/${enc(id)}/billing`),
  giveBilling: (id: string, body: BillingDataRequest) => api.put<BillingView>(`${base}/${enc(id)}/billing`, body),
  deleteAccount: (id: string) => api.delete<Success>(`${base}/delete-user/${enc(id)}?fromTeacher=false`),
};

export const devApi = {
  outbox: () => api.get<OutboxMessage[]>('/api/dev/outbox'),
};
