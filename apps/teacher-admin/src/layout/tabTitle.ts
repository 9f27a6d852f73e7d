import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { adminIt, resourcesIt } from '../i18n/it';

const m = adminIt.menu;
const a = adminIt.accountant.menu;

/** The console's own pages (custom routes), by path. */
const PAGES: Record<string, string> = {
  '/teacher-calendar': m.calendar,
  '/teacher-students-list': m.students,
  '/teacher-fisca-linfo': m.fiscal,
  '/teacher-fiscal-profile': m.fiscalProfile,
  '/teacher-availabilities': m.availabilities,
  '/teacher-google-connection': m.google,
  '/teacher-data-modifier': m.personalData,
  '/teacher-site': m.site,
  '/teacher-accountants': a.accountants,
  '/report-a-una-data': a.asOf,
  '/integrita-registro': a.chain,
  '/registro-pagamenti': a.payments,
  '/dati-fiscali': a.fiscal,
};

/** 'Studente |||| Studenti' -> ['Studente', 'Studenti']. */
const names = (resource: keyof typeof resourcesIt) => resourcesIt[resource].name.split(' |||| ') as [string, string];
const RESOURCES = ['students', 'payments', 'reviews', 'invoices'] as const;
const isResource = (name: string): name is (typeof RESOURCES)[number] => (RESOURCES as readonly string[]).includes(name);

/** What a console path shows: a page, a resource's list, one record or its editing; null for the desk's first page. */
export const consolePage = (pathname: string): string | null => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PAGES[path]) return PAGES[path];
  const [, resource = '', id, view] = path.split('/');
  if (!isResource(resource)) return null;
  const [one, many] = names(resource);
  // The students' resource list is not the menu's 'Studenti' page (its count and picker): its own name.
  if (id === undefined) return resource === 'students' ? adminIt.students.listTitle : many;
  if (id === 'create') return `Nuovo ${one.toLowerCase()}`;
  return view === 'show' ? one : `Modifica ${one.toLowerCase()}`;
};

/** The browser tab's title of a console path: '{page} - Lavagna – Area Docente' (or the accountant's desk). */
export const consoleTabTitle = (pathname: string, accountant: boolean): string => {
  const desk = accountant ? adminIt.accountant.appTitle : adminIt.appTitle;
  const page = consolePage(pathname);
  return page ? `${page} - ${desk}` : desk;
};

/** Names the browser tab after the page shown. */
export const useConsoleTabTitle = (accountant: boolean): void => {
  const { pathname } = useLocation();
  const title = consoleTabTitle(pathname, accountant);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
