import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it as test } from 'vitest';
import app from '../App.tsx?raw';
import { consoleTabTitle, useConsoleTabTitle } from './tabTitle';

afterEach(cleanup);

/** The console's routes as App.tsx declares them, per desk: custom routes' paths and resources' views. */
const routesOf = (source: string) => {
  const custom = [...source.matchAll(/<Route[^>]*path="([^"]+)"/g)].map((x) => x[1]!);
  const lists = [...source.matchAll(/<Resource name="([^"]+)"/g)].map((x) => `/${x[1]!}`);
  // Those given list, show and edit views by their folder's index (`{...students}`); the others have a list only.
  const records = [...source.matchAll(/<Resource name="([^"]+)" \{\.\.\./g)].flatMap((x) => [`/${x[1]!}/r1/show`, `/${x[1]!}/r1`]);
  return [...new Set([...custom, ...lists, ...records])];
};
const [accountantPart = '', teacherPart = ''] = app.split('const teacherDesk');
const ledger = accountantPart.slice(0, accountantPart.indexOf('const accountantDesk'));
const desks = { teacher: routesOf(ledger + teacherPart), accountant: routesOf(ledger + accountantPart.slice(accountantPart.indexOf('const accountantDesk'))) };

describe("the console's browser tab", () => {
  test('names every page and every view of a resource, in Italian, each differently', () => {
    for (const [desk, paths] of Object.entries(desks)) {
      const accountant = desk === 'accountant';
      const suffix = accountant ? ' - Lavagna – Area Commercialista' : ' - Lavagna – Area Docente';
      expect(paths.length, desk).toBeGreaterThan(3);
      const titles = paths.map((p) => consoleTabTitle(p, accountant));
      titles.forEach((title, i) => expect(title, paths[i]).toMatch(new RegExp(`.${suffix}$`)));
      expect(titles.filter((t, i) => titles.indexOf(t) !== i), desk).toEqual([]);
    }
    const titles = new Map(desks.teacher.map((p) => [p, consoleTabTitle(p, false)]));
    expect(titles.get('/teacher-calendar')).toBe('Calendario - Lavagna – Area Docente');
    expect(titles.get('/teacher-students-list')).toBe('Studenti - Lavagna – Area Docente');
    expect(titles.get('/students')).toBe('Elenco degli studenti - Lavagna – Area Docente');
    expect(titles.get('/payments/r1/show')).toBe('Pagamento - Lavagna – Area Docente');
    expect(titles.get('/students/r1')).toBe('Modifica studente - Lavagna – Area Docente');
    expect(consoleTabTitle('/registro-pagamenti', true)).toBe('Registro dei pagamenti - Lavagna – Area Commercialista');
  });

  test('is set on the document as the page changes', () => {
    const Probe = () => {
      useConsoleTabTitle(false);
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/reviews']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Recensioni - Lavagna – Area Docente');
  });
});
