import { googleEventIdOf, isSiteCalendar, lessonsCalendarName, listedCalendars, siteAddressOf } from './calendars.js';

describe("the teacher's Google calendars", () => {
  describe('when a calendar is named after the site', () => {
    it('is the site’s own: hidden, whatever the scheme, www or case', () => {
      const site = siteAddressOf('https://www.Lavagna.example/');
      expect(site).toBe('lavagna.example');
      expect(isSiteCalendar('lavagna.example - Lezioni', site)).toBe(true);
      expect(isSiteCalendar('https://www.LAVAGNA.example lezioni', site)).toBe(true);
      expect(isSiteCalendar('Lezioni di lavagna.example', site)).toBe(false);
      expect(isSiteCalendar(lessonsCalendarName(site), site)).toBe(true);
    });

    it('is never listed', () => {
      const listed = [
        { id: 'p', name: 'anna@example.test', primary: true },
        { id: 'own', name: 'localhost:3000 - Lezioni', primary: false },
      ];
      expect(listedCalendars(listed, siteAddressOf('http://localhost:3000'), null).map((c) => c.id)).toEqual(['p']);
    });
  });

  describe('when the teacher connects for the first time', () => {
    it('shows the primary calendar only, nothing marked new', () => {
      const listed = [
        { id: 'p', name: 'Anna', primary: true },
        { id: 'w', name: 'Lavoro', primary: false },
      ];
      expect(listedCalendars(listed, 'lavagna.example', null)).toEqual([
        { id: 'p', name: 'Anna', toShow: true, isNew: false },
        { id: 'w', name: 'Lavoro', toShow: false, isNew: false },
      ]);
    });
  });

  describe('when the list is read again', () => {
    it('keeps the choices made, renames, drops the gone, marks the new unshown', () => {
      const previous = [
        { id: 'p', name: 'Anna', toShow: false, isNew: false },
        { id: 'w', name: 'Lavoro', toShow: true, isNew: false },
        { id: 'gone', name: 'Vecchio', toShow: true, isNew: false },
      ];
      const listed = [
        { id: 'p', name: 'Anna', primary: true },
        { id: 'w', name: 'Lavoro 2026', primary: false },
        { id: 'n', name: 'Palestra', primary: false },
      ];
      expect(listedCalendars(listed, 'lavagna.example', previous)).toEqual([
        { id: 'p', name: 'Anna', toShow: false, isNew: false },
        { id: 'w', name: 'Lavoro 2026', toShow: true, isNew: false },
        { id: 'n', name: 'Palestra', toShow: false, isNew: true },
      ]);
    });
  });

  describe("when a lesson's event id is made", () => {
    it('is the same for the same lesson, in Google’s alphabet (0-9, a-v), 5-1024 characters', () => {
      const id = googleEventIdOf('3F2504E0-4F89-41D3-9A0C-0305E82C3301');
      expect(id).toBe(googleEventIdOf('3f2504e0-4f89-41d3-9a0c-0305e82c3301'));
      expect(id).toMatch(/^[0-9a-v]{5,1024}$/);
      expect(id).not.toBe(googleEventIdOf('3f2504e0-4f89-41d3-9a0c-0305e82c3302'));
    });
  });
});
