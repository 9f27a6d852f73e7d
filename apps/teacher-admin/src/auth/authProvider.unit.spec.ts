import { afterEach, describe, expect, it as test } from 'vitest';
import { vi } from 'vitest';
import { it } from '@lavagna/contracts';
import { authProvider } from './authProvider';
import { dataProvider } from '../dataProvider';
import { bodyOf, callsTo, json, mockFetch } from '../test/fetchMock';

const teacher = { _id: 't1', identity: 'teacher', name: 'Anna', surname: 'Docente', fullName: 'Anna Docente' };
const student = { _id: 's2', identity: 'student', name: 'Studente', surname: 'Due', fullName: 'Studente Due' };
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('when a student signs in at /admin', () => {
  test('refuses with the teacher-only message and closes the session just opened', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/users/check' ? json(200, { success: true, user: student }) : json(200, { success: true }),
    );
    await expect(
      authProvider.login({ email: 'studente2@lavagna.test', password: 'Lavagna2026!', rememberMe: false }),
    ).rejects.toThrow(it.auth.teacherOnly);
    const [, checkInit] = callsTo(fetch, '/api/users/check')[0]!;
    expect(bodyOf(checkInit)).toEqual({ email: 'studente2@lavagna.test', pw: 'Lavagna2026!', rememberMe: false });
    const logouts = callsTo(fetch, '/api/users/logout');
    expect(logouts).toHaveLength(1);
    expect(bodyOf(logouts[0]![1])).toEqual({ userId: 's2' });
  });

  test('refuses an existing student session without logging the student out', async () => {
    const fetch = mockFetch((url) => (url === '/api/users/validate' ? json(200, student) : json(200, {})));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: it.auth.teacherOnly });
    await authProvider.logout({});
    expect(callsTo(fetch, '/api/users/logout')).toHaveLength(0);
  });
});

describe('when the teacher signs in', () => {
  test('sends the credentials with the cookies and reads the identity', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/users/check' ? json(200, { success: true, user: teacher }) : json(200, teacher),
    );
    await authProvider.login({ email: ' Docente@Lavagna.test ', password: 'Lavagna2026!', rememberMe: true });
    expect(bodyOf(callsTo(fetch, '/api/users/check')[0]![1])).toMatchObject({ email: 'docente@lavagna.test', rememberMe: true });
    expect(fetch.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 't1', fullName: 'Anna Docente' });
  });

  test('shows the server message of a wrong password', async () => {
    mockFetch(() => json(400, { status: 400, code: 'AUTH.WRONG_PASSWORD', message: it.auth.wrongPassword }));
    await expect(authProvider.login({ email: 'docente@lavagna.test', password: 'x' })).rejects.toMatchObject({
      status: 400,
      message: it.auth.wrongPassword,
    });
  });
});

describe('when the access token has expired', () => {
  test('concurrent calls share one refresh and are replayed', async () => {
    let refreshed = false;
    const fetch = mockFetch(async (url) => {
      if (url === '/api/users/refresh-token') {
        await later(20);
        refreshed = true;
        return json(200, { success: true });
      }
      if (!refreshed) return json(401, { status: 401, message: it.auth.sessionExpired });
      if (url.startsWith('/api/admin/students')) return json(200, [{ id: 's1' }], { 'Content-Range': 'students 0-0/1' });
      return json(200, teacher);
    });
    const [identity, list] = await Promise.all([
      authProvider.getIdentity!(),
      dataProvider.getList('students', { pagination: { page: 1, perPage: 25 }, sort: { field: 'surname', order: 'ASC' }, filter: {} }),
      authProvider.checkAuth({}),
    ]);
    expect(identity).toEqual({ id: 't1', fullName: 'Anna Docente' });
    expect(list).toMatchObject({ data: [{ id: 's1' }], total: 1 });
    expect(callsTo(fetch, '/api/users/refresh-token')).toHaveLength(1);
    expect(callsTo(fetch, '/api/users/validate')).toHaveLength(4);
    expect(callsTo(fetch, '/api/admin/students')).toHaveLength(2);
  });

  test('a failed refresh rejects every waiting call and checkError logs out', async () => {
    const fetch = mockFetch(async (url) => {
      if (url === '/api/users/refresh-token') {
        await later(20);
        return json(401, { status: 401, message: it.auth.sessionExpired });
      }
      return json(401, { status: 401, message: it.auth.sessionExpired });
    });
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const results = await Promise.allSettled([dataProvider.getList('students', params), dataProvider.getOne('students', { id: 's1' })]);
    expect(callsTo(fetch, '/api/users/refresh-token')).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason;
      expect(error.status).toBe(401);
      await expect(authProvider.checkError(error)).rejects.toEqual({ message: it.auth.sessionExpired });
    }
    expect(callsTo(fetch, '/api/users/refresh-token')).toHaveLength(1);
  });

  test('checkError gives a 401 from elsewhere its one refresh, and ignores other errors', async () => {
    const fetch = mockFetch(() => json(200, { success: true }));
    await expect(authProvider.checkError({ status: 401, message: 'x' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500, message: 'x' })).resolves.toBeUndefined();
    expect(callsTo(fetch, '/api/users/refresh-token')).toHaveLength(1);
  });
});
