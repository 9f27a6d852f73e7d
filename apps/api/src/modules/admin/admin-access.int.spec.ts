import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { login, UNKNOWN_ID } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Hooks log several people in and pay real orders: more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

/** Every teacher-only endpoint of the console built on the read models and the log. */
const endpoints = (studentId: string) => [
  '/api/admin/fiscal?year=2026',
  '/api/admin/fiscal.csv?year=2026',
  `/api/admin/students/${studentId}/overview`,
  '/api/admin/payments',
  `/api/admin/payments/${UNKNOWN_ID}`,
  `/api/admin/audit/student/${studentId}`,
  `/api/admin/audit/lesson/${UNKNOWN_ID}`,
  `/api/admin/audit/order/${UNKNOWN_ID}`,
  '/api/admin/audit/coupon/LV-0000-0000',
];

describe('the console API is the teacher’s only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to an anonymous caller and 403 to a student, even about themselves, on every endpoint', async () => {
    const student = await login(t, 'studente1@lavagna.test');
    for (const path of endpoints(student.user.userId)) {
      const anonymous = await t.http().get(path);
      expect([path, anonymous.status, anonymous.body.message]).toEqual([path, 401, messages.auth.sessionExpired]);
      const forbidden = await student.agent.get(path);
      expect([path, forbidden.status, forbidden.body.message]).toEqual([path, 403, messages.auth.forbidden]);
    }
    // The teacher reaches them (404 where the id names nothing).
    const teacher = await login(t, 'docente@lavagna.test');
    for (const path of endpoints(student.user.userId)) {
      expect([path, (await teacher.agent.get(path)).status]).toEqual([path, path.endsWith(UNKNOWN_ID) || path.endsWith('LV-0000-0000') ? 404 : 200]);
    }
  });
});
