import type { SessionProfile } from '@lavagna/contracts';
import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter, createQueryClient } from '../router';
import { adminHref, isCalendarRedirect, loginRedirect, requireSession, safeRedirect, TEACHER_ROUTES, teacherLanding, toTeacherConsole } from './guard';

const profile = (identity: 'student' | 'teacher') =>
  ({ isAuthenticated: true, userId: 'u1', _id: 'u1', identity, name: 'Giulia', surname: 'Bianchi', linkMeet: '', classesDone: 0, reviewSent: false }) as SessionProfile;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A router on a memory history whose API answers /validate with the given session. */
function routerAt(path: string, session: SessionProfile | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/validate')) return session ? json(200, session) : json(401, { message: 'no' });
      if (url.endsWith('/refresh-token')) return json(401, { message: 'no' });
      return json(200, session);
    }),
  );
  return createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }));
}

async function openAt(path: string, session: SessionProfile | null) {
  const router = routerAt(path, session);
  await router.load();
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('route guard', () => {
  describe('where a teacher lands after signing in', () => {
    it('goes where they were heading: a console page, or the console for a teacher page of this app', () => {
      expect(teacherLanding('/admin/reviews')).toBe('/admin/reviews');
      expect(teacherLanding('/teacher-students-list?id=3')).toBe('/admin/teacher-students-list?id=3');
      expect(teacherLanding('/blog/corpo-e-mente')).toBe('/blog/corpo-e-mente');
    });

    it('opens the console calendar when heading for the student calendar', () => {
      expect(teacherLanding('/calendario')).toBe('/admin/teacher-calendar');
      expect(teacherLanding('/calendario?settimana=2')).toBe('/admin/teacher-calendar');
    });

    it('opens the console home without a redirect, from the home, or for a foreign address', () => {
      expect(teacherLanding(undefined)).toBe('/admin/');
      expect(teacherLanding('/')).toBe('/admin/');
      expect(teacherLanding('https://elsewhere.example/admin')).toBe('/admin/');
      expect(teacherLanding('//elsewhere.example')).toBe('/admin/');
    });
  });

  describe('redirect building', () => {
    it('sends a visitor to /login with the intended full path', () => {
      const thrown = (() => {
        try {
          return requireSession(null, '/modifica-dati-personali?tab=1');
        } catch (e) {
          return e;
        }
      })();
      expect(isRedirect(thrown)).toBe(true);
      expect((thrown as ReturnType<typeof loginRedirect>).options).toMatchObject({
        to: '/login',
        search: { redirect: '/modifica-dati-personali?tab=1' },
      });
    });

    it('lets a signed-in user through', () => {
      const session = profile('student');
      expect(requireSession(session, '/calendario')).toBe(session);
    });

    it('follows only same-site paths after login', () => {
      expect(safeRedirect('/lista-coupon?x=1')).toBe('/lista-coupon?x=1');
      expect(safeRedirect('https://evil.example')).toBe('/');
      expect(safeRedirect('//evil.example')).toBe('/');
      expect(safeRedirect(undefined)).toBe('/');
    });

    it("shows 'Autenticazione Necessaria' only for the calendar", () => {
      expect(isCalendarRedirect('/calendario')).toBe(true);
      expect(isCalendarRedirect('/calendario?week=2')).toBe(true);
      expect(isCalendarRedirect('/lista-coupon')).toBe(false);
      expect(isCalendarRedirect(undefined)).toBe(false);
    });

    it('sends every teacher route to the console with a full page load', () => {
      for (const path of TEACHER_ROUTES) {
        expect(adminHref(path)).toBe(`/admin${path}`);
        expect(toTeacherConsole(path).options).toMatchObject({ href: `/admin${path}`, reloadDocument: true });
      }
    });
  });

  describe('in the router', () => {
    it('redirects a visitor from an auth route to /login?redirect=<path>', async () => {
      const router = await openAt('/modifica-dati-personali', null);
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: '/modifica-dati-personali' });
      expect(router.state.location.href).toBe('/login?redirect=%2Fmodifica-dati-personali');
    });

    it('keeps the query string of the intended page', async () => {
      const router = await openAt('/lista-coupon?pagina=2', null);
      expect(router.state.location.search).toEqual({ redirect: '/lista-coupon?pagina=2' });
    });

    it('lets a student open the calendar', async () => {
      const router = await openAt('/calendario', profile('student'));
      expect(router.state.location.pathname).toBe('/calendario');
    });

    it('sends a teacher from /calendario to /teacher-calendar, then to the console at /admin/teacher-calendar', async () => {
      const router = routerAt('/calendario', profile('teacher'));
      const navigate = router.navigate;
      // A document navigation cannot happen in jsdom: record it instead.
      const spy = vi.spyOn(router, 'navigate').mockImplementation((opts) => (opts.reloadDocument ? Promise.resolve() : navigate(opts)));
      void router.load();
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith(expect.objectContaining({ reloadDocument: true })));
      const reload = spy.mock.calls.find(([opts]) => opts.reloadDocument)?.[0];
      expect(reload?.href).toBe('/admin/teacher-calendar');
    });
  });
});
