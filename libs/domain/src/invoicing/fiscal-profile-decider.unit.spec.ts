import type { Actor } from '../shared/types.js';
import {
  decideFiscalProfile,
  evolveFiscalProfile,
  FiscalProfileError,
  initialFiscalProfileState,
  type FiscalProfileCommand,
  type FiscalProfileEvent,
} from './fiscal-profile-decider.js';
import type { FiscalProfile } from './fiscal-profile.js';

const now = new Date('2026-06-01T09:00:00.000Z');
let n = 0;
const fresh = () => `t-${++n}`;
const profile: FiscalProfile = {
  regime: 'RF01', partitaIva: '00000000372', codiceFiscale: 'FRRLNE85A00A944X', denominazione: 'Elena Ferri',
  indirizzo: 'Via del Pratello 12', cap: '40122', comune: 'Bologna', provincia: 'BO', series: 'L', bolloCharged: false,
};
const teacher = (userId: string): Actor => ({ userId, role: 'teacher' });
const set = (teacherId: string, p: FiscalProfile, by: Actor = teacher(teacherId)): FiscalProfileCommand => ({
  type: 'SetFiscalProfile', data: { teacherId, profile: p }, metadata: { now, by },
});
const given = (events: FiscalProfileEvent[]) => events.reduce(evolveFiscalProfile, initialFiscalProfileState());

describe('the fiscal profile', () => {
  describe('when the teacher saves it for the first time', () => {
    it('records FiscalProfileSet with the profile, trimmed and in capitals', () => {
      const id = fresh();
      const events = decideFiscalProfile(set(id, { ...profile, codiceFiscale: ' frrlne85a00a944x ', provincia: 'bo', comune: ' Bologna ' }), given([]));
      expect(events).toEqual([{ type: 'FiscalProfileSet', data: { teacherId: id, profile, setAt: now.toISOString(), by: teacher(id) } }]);
    });
  });

  describe('when the teacher changes the regime', () => {
    it('records the new profile; the same profile again records nothing', () => {
      const id = fresh();
      const first = decideFiscalProfile(set(id, profile), given([]));
      const forfettario = { ...profile, regime: 'RF19' as const, bolloCharged: true };
      expect(decideFiscalProfile(set(id, profile), given(first))).toEqual([]);
      expect(decideFiscalProfile(set(id, forfettario), given(first))).toMatchObject([{ type: 'FiscalProfileSet', data: { profile: forfettario } }]);
    });
  });

  describe('when a field cannot go on an invoice', () => {
    it('refuses, naming the field with its Italian message', () => {
      const id = fresh();
      let refused: unknown;
      try {
        decideFiscalProfile(set(id, { ...profile, partitaIva: '00000000373' }), given([]));
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(FiscalProfileError);
      expect(refused).toMatchObject({ code: 'FISCAL_PROFILE.INVALID', field: 'partitaIva', reason: expect.stringContaining('cifra di controllo') });
    });
  });

  describe('when someone else tries', () => {
    it('refuses a student and another teacher; the system (the demo seed) may', () => {
      const id = fresh();
      expect(() => decideFiscalProfile(set(id, profile, { userId: 's-1', role: 'student' }), given([]))).toThrow('AUTH.FORBIDDEN');
      expect(() => decideFiscalProfile(set(id, profile, teacher('other')), given([]))).toThrow('AUTH.FORBIDDEN');
      expect(decideFiscalProfile(set(id, profile, { userId: 'system', role: 'system' }), given([]))).toHaveLength(1);
    });
  });
});
