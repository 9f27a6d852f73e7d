import { deciderSpec } from '../../test/decider-spec.js';
import { randomUUID } from 'node:crypto';
import type { BillingData } from '../invoicing/billing.js';
import type { Actor } from '../shared/types.js';
import type { UserCommand } from './commands.js';
import { decideUser } from './decide.js';
import type { UserEvent, UserRegistered } from './events.js';
import { evolveUser, initialUserState } from './state.js';

const spec = deciderSpec({ decide: decideUser, evolve: evolveUser, initialState: initialUserState });

const now = new Date('2026-03-10T10:00:00.000Z');
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };

/** A parent paying for a minor: Anna Esposito's own codice fiscale (computed with codice-fiscale-js). */
const billing: BillingData = {
  nome: 'Anna',
  cognome: 'Esposito',
  codiceFiscale: 'SPSNNA75A41F205S',
  indirizzo: 'Via Roma 1',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};

const setup = () => {
  const userId = randomUUID();
  const self: Actor = { userId, role: 'student' };
  const registered: UserRegistered = {
    type: 'UserRegistered',
    data: {
      userId,
      teacherId: teacher.userId,
      identity: 'student',
      email: 'mario@esempio.it',
      passwordHash: 'hash-1',
      name: 'Mario',
      surname: 'Rossi',
      birthYear: 2010,
      residence: { region: 'Lombardia', province: 'Milano' },
      school: null,
      tutor: { name: 'Anna', surname: 'Esposito' },
      privacyConsent: true,
      hourlyRateCents: 2500,
      emailConfirmed: true,
      confirmation: null,
      registeredAt: now.toISOString(),
      by: self,
    },
  };
  const give = (data: BillingData, by: Actor = self): UserCommand => ({ type: 'GiveBillingData', data: { userId, billing: data }, metadata: { now, by } });
  const given = (data: BillingData, by: Actor = self): UserEvent => ({ type: 'BillingDataGiven', data: { userId, billing: data, givenAt: now.toISOString(), by } });
  return { userId, self, registered, give, given };
};

describe('user account decider: billing data', () => {
  describe('when the payer gives their billing data', () => {
    it('records it, normalised (trimmed, codice fiscale and sigla in capitals)', () => {
      const { registered, give, given } = setup();
      spec([registered])
        .when(give({ ...billing, nome: '  Anna ', codiceFiscale: 'spsnna75a41f205s', provincia: 'mi', indirizzo: 'Via  Roma 1' }))
        .then([given(billing)]);
    });

    it('records a correction, and nothing when the data is the same', () => {
      const { registered, give, given } = setup();
      const moved = { ...billing, indirizzo: 'Corso Buenos Aires 10', cap: '20124' };
      spec([registered, given(billing)]).when(give(moved)).then([given(moved)]);
      spec([registered, given(billing)]).when(give(billing)).then([]);
    });

    it('lets the teacher give a student data, and the seed (system)', () => {
      const { registered, give, given } = setup();
      spec([registered]).when(give(billing, teacher)).then([given(billing, teacher)]);
      const system: Actor = { userId: 'system', role: 'system' };
      spec([registered]).when(give(billing, system)).then([given(billing, system)]);
    });
  });

  describe('when the billing data breaks a rule', () => {
    it('refuses a codice fiscale with a wrong check character', () => {
      const { registered, give } = setup();
      spec([registered]).when(give({ ...billing, codiceFiscale: 'SPSNNA75A41F205T' })).thenThrows('BILLING.CODICE_FISCALE_CHECK');
    });

    it('refuses a codice fiscale of someone else (the student, not the parent who pays)', () => {
      const { registered, give } = setup();
      spec([registered]).when(give({ ...billing, nome: 'Mario', cognome: 'Rossi' })).thenThrows('BILLING.CODICE_FISCALE_COGNOME');
    });

    it('refuses a bad CAP and an unknown provincia', () => {
      const { registered, give } = setup();
      spec([registered]).when(give({ ...billing, cap: '2012' })).thenThrows('BILLING.CAP_FORMAT');
      spec([registered]).when(give({ ...billing, provincia: 'XX' })).thenThrows('BILLING.PROVINCIA_UNKNOWN');
    });
  });

  describe('when someone else tries', () => {
    it('refuses another student, another teacher, and the teacher account itself', () => {
      const { registered, give, userId } = setup();
      spec([registered]).when(give(billing, { userId: randomUUID(), role: 'student' })).thenThrows('AUTH.FORBIDDEN');
      spec([registered]).when(give(billing, { userId: 'teacher-2', role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
      const teacherAccount: UserRegistered = { ...registered, data: { ...registered.data, identity: 'teacher', teacherId: userId } };
      spec([teacherAccount]).when(give(billing)).thenThrows('AUTH.FORBIDDEN');
    });

    it('refuses an account that does not exist', () => {
      const { give } = setup();
      spec([]).when(give(billing)).thenThrows('USER.NOT_FOUND');
    });
  });
});
