import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import type { ListedCalendar } from './commands.js';
import { decideGoogle } from './decide.js';
import type { GoogleCalendar, GoogleEvent } from './events.js';
import { evolveGoogle, initialGoogleState } from './state.js';

const spec = deciderSpec({ decide: decideGoogle, evolve: evolveGoogle, initialState: initialGoogleState });
const now = new Date('2026-03-20T10:00:00.000Z');
const at = now.toISOString();
const SITE = 'lavagna.example';
const LISTED: ListedCalendar[] = [
  { id: 'primary-cal', name: 'Anna', primary: true },
  { id: 'work', name: 'Lavoro', primary: false },
  { id: 'own', name: 'lavagna.example - Lezioni', primary: false },
];
const FIRST: GoogleCalendar[] = [
  { id: 'primary-cal', name: 'Anna', toShow: true, isNew: false },
  { id: 'work', name: 'Lavoro', toShow: false, isNew: false },
];

const setup = () => {
  const teacherId = randomUUID();
  const teacher: Actor = { userId: teacherId, role: 'teacher' };
  const system: Actor = { userId: 'system', role: 'system' };
  const meta = (by: Actor = teacher) => ({ now, by });
  const connect = (by: Actor = teacher, calendars = LISTED) =>
    ({ type: 'ConnectGoogle', data: { teacherId, googleEmail: 'anna@gmail.example', calendars, lessonsCalendarId: 'own', siteAddress: SITE }, metadata: meta(by) }) as const;
  const connected = (calendars = FIRST): GoogleEvent => ({
    type: 'GoogleConnected',
    data: { teacherId, googleEmail: 'anna@gmail.example', calendars, lessonsCalendarId: 'own', connectedAt: at, by: teacher },
  });
  const choose = (shown: string[], by: Actor = teacher) => ({ type: 'ChooseGoogleCalendars', data: { teacherId, shown }, metadata: meta(by) }) as const;
  const chosen = (shown: string[]): GoogleEvent => ({ type: 'GoogleCalendarsChosen', data: { teacherId, shown, chosenAt: at, by: teacher } });
  const disconnect = () => ({ type: 'DisconnectGoogle', data: { teacherId }, metadata: meta() }) as const;
  const disconnected: GoogleEvent = { type: 'GoogleDisconnected', data: { teacherId, disconnectedAt: at, by: teacher } };
  const lose = () =>
    ({
      type: 'RecordGoogleGrantLost',
      data: { teacherId, reason: 'revoked' },
      metadata: meta(system),
    }) as const;
  const lost: GoogleEvent = { type: 'GoogleGrantLost', data: { teacherId, reason: 'revoked', lostAt: at } };
  return { teacherId, teacher, connect, connected, choose, chosen, disconnect, disconnected, lose, lost };
};

describe("a teacher's Google connection", () => {
  describe('when the teacher connects', () => {
    it('records the account and its calendars, the site’s own left out, the primary one shown', () => {
      const { connect, connected } = setup();
      spec([]).when(connect()).then([connected()]);
    });

    it('keeps the earlier choices on a new connection', () => {
      const { connect, connected, chosen, disconnected } = setup();
      const kept = [
        { id: 'primary-cal', name: 'Anna', toShow: false, isNew: false },
        { id: 'work', name: 'Lavoro', toShow: true, isNew: false },
      ];
      spec([connected(), chosen(['work']), disconnected]).when(connect()).then([connected(kept)]);
    });

    it('refuses another teacher', () => {
      const { connect } = setup();
      spec([]).when(connect({ userId: randomUUID(), role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
    });
  });

  describe('when the teacher chooses the calendars to show', () => {
    it('records the listed ones only', () => {
      const { connected, choose, chosen } = setup();
      spec([connected()]).when(choose(['work', 'unknown', 'work'])).then([chosen(['work'])]);
    });

    it('records nothing when the choice is the same', () => {
      const { connected, choose } = setup();
      spec([connected()]).when(choose(['primary-cal'])).then([]);
    });

    it('is refused without a connection', () => {
      const { connected, choose, disconnected } = setup();
      spec([]).when(choose(['work'])).thenThrows('GOOGLE.NOT_CONNECTED');
      spec([connected(), disconnected]).when(choose(['work'])).thenThrows('GOOGLE.NOT_CONNECTED');
    });
  });

  describe("when Google's list is read again", () => {
    it('records a new calendar, unshown and marked new', () => {
      const { teacherId, teacher, connected } = setup();
      const calendars = [...LISTED, { id: 'gym', name: 'Palestra', primary: false }];
      spec([connected()])
        .when({ type: 'ListGoogleCalendars', data: { teacherId, calendars, siteAddress: SITE }, metadata: { now, by: teacher } })
        .then([{ type: 'GoogleCalendarsListed', data: { teacherId, calendars: [...FIRST, { id: 'gym', name: 'Palestra', toShow: false, isNew: true }], listedAt: at } }]);
    });

    it('records nothing when nothing changed', () => {
      const { teacherId, teacher, connected } = setup();
      spec([connected()]).when({ type: 'ListGoogleCalendars', data: { teacherId, calendars: LISTED, siteAddress: SITE }, metadata: { now, by: teacher } }).then([]);
    });
  });

  describe('when the teacher disconnects', () => {
    it('records it, after a connection or a lost grant', () => {
      const { connected, disconnect, disconnected, lost } = setup();
      spec([connected()]).when(disconnect()).then([disconnected]);
      spec([connected(), lost]).when(disconnect()).then([disconnected]);
    });

    it('records nothing twice', () => {
      const { connected, disconnect, disconnected } = setup();
      spec([connected(), disconnected]).when(disconnect()).then([]);
      spec([]).when(disconnect()).then([]);
    });
  });

  describe('when Google refuses the grant', () => {
    it("records the loss, once: the fact only (the teacher's e-mail is a reaction to it)", () => {
      const { connected, lose, lost } = setup();
      spec([connected()]).when(lose()).then([lost]);
    });

    it('records nothing once lost or disconnected (no second e-mail)', () => {
      const { connected, lose, lost, disconnected } = setup();
      spec([connected(), lost]).when(lose()).then([]);
      spec([connected(), disconnected]).when(lose()).then([]);
    });
  });
});
