import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, UpdateParams } from 'react-admin';
import {
  it,
  type SessionProfile,
  type UpdateUserRequest,
  type UpdateUserResponse,
} from '@lavagna/contracts';
import { apiFetch, apiJson } from './http/api';
import { fieldError } from './http/problem';
import { calendarMethods } from './calendar/api';
import { studentMethods } from './students/api';
import { auditMethods } from './audit/api';
import { fiscalMethods } from './fiscal/api';
import { fiscalProfileMethods } from './fiscal-profile/api';
import { reviewMethods } from './reviews/api';
import { siteMethods } from './site/api';
import { notesMethods } from './notes/api';
import { invoiceMethods } from './invoices/api';
import { accountantMethods } from './accountant/api';

const httpClient = (url: string, options: RequestInit = {}) => apiFetch<any>(url, options);

const base = simpleRestProvider('/api/admin', httpClient);

/** A changed e-mail is checked before the save, so the teacher gets the field error at once. */
const updateStudent = async (params: UpdateParams) => {
  const email = (params.data as UpdateUserRequest).email;
  if (email !== undefined && email !== params.previousData?.email) {
    const { exists } = await apiJson<{ exists: boolean }>('/api/users/check-email-exist', {
      method: 'POST',
      json: { email },
    });
    if (exists) throw fieldError(409, 'email', it.account.emailTaken);
  }
  return base.update('students', params);
};

/**
 * simple-rest for the read models plus the account, availability, calendar, coupon, payment,
 * audit, fiscal, review and public-site calls.
 */
export const dataProvider = {
  ...base,
  ...calendarMethods,
  ...studentMethods,
  ...auditMethods,
  ...fiscalMethods,
  ...fiscalProfileMethods,
  ...reviewMethods,
  ...siteMethods,
  ...notesMethods,
  ...invoiceMethods,
  ...accountantMethods,
  update: (resource: string, params: UpdateParams) =>
    resource === 'students' ? updateStudent(params) : base.update(resource, params),

  getTeacherProfile: () => apiJson<SessionProfile>('/api/users/validate'),

  updateTeacher: (id: string, data: UpdateUserRequest) =>
    apiJson<UpdateUserResponse>(`/api/users/${encodeURIComponent(id)}`, { method: 'PUT', json: data }),

  checkPassword: (email: string, pw: string) =>
    apiJson<{ success: boolean }>('/api/users/check-password', { method: 'POST', json: { email, pw } }),

  changePassword: (id: string, pw: string, currentPw: string) =>
    apiJson<{ success: boolean }>(`/api/users/newPassword/${encodeURIComponent(id)}`, {
      method: 'PUT',
      json: { pw, currentPw },
    }),
} satisfies DataProvider;

export type LavagnaDataProvider = typeof dataProvider;
