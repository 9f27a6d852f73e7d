import type { SessionProfile } from '@lavagna/contracts';
import { redirect } from '@tanstack/react-router';

export const TEACHER_ROUTES = [
  '/teacher-calendar',
  '/teacher-students-list',
  '/teacher-fisca-linfo',
  '/teacher-availabilities',
  '/teacher-google-connection',
  '/teacher-data-modifier',
] as const;

export const ADMIN_BASE = '/admin';

/** Only same-site paths are followed after login; anything else goes home. */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The login page warns 'Autenticazione Necessaria' when the user was heading to the calendar. */
export function isCalendarRedirect(value: string | undefined): boolean {
  return value !== undefined && safeRedirect(value).split(/[?#]/)[0] === '/calendario';
}

/** The redirect a guard throws for a visitor: /login?redirect=<intended full path>. */
export function loginRedirect(href: string) {
  return redirect({ to: '/login', search: { redirect: safeRedirect(href) } });
}

/** `_auth` beforeLoad: the session, or a redirect to the login page. */
export function requireSession(session: SessionProfile | null, href: string): SessionProfile {
  if (!session?.isAuthenticated) throw loginRedirect(href);
  return session;
}

/** The teacher console address for one of the web app's teacher routes. */
export function adminHref(pathname: string): string {
  return `${ADMIN_BASE}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** Full page load into the teacher console (another app served at /admin/). */
export function toTeacherConsole(pathname: string) {
  return redirect({ href: adminHref(pathname), reloadDocument: true });
}

/**
 * Where a teacher goes after signing in: the page they were heading to (a console page, or one
 * of the web app's teacher pages, which live in the console; the student calendar's counterpart is
 * the console's calendar), else the console's home.
 */
export function teacherLanding(redirectTo: string | undefined): string {
  const target = safeRedirect(redirectTo);
  const path = target.split(/[?#]/)[0]!;
  if (path === '/calendario') return adminHref('/teacher-calendar');
  if (path === '/') return `${ADMIN_BASE}/`;
  if (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`)) return target;
  if ((TEACHER_ROUTES as readonly string[]).includes(path)) return adminHref(target);
  return target;
}
