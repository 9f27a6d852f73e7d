import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';
import { fiscalProfileProblem, normalizeFiscalProfile, type FiscalProfile } from './fiscal-profile.js';

/**
 * The teacher saved their fiscal profile (the whole of it). It applies from the next payment: an
 * order records the terms in force when it was placed, so an issued invoice never changes.
 */
export type FiscalProfileSet = DomainEvent<'FiscalProfileSet', { teacherId: string; profile: FiscalProfile; setAt: string; by: Actor }>;
export type FiscalProfileEvent = FiscalProfileSet;

export type SetFiscalProfile = DomainCommand<'SetFiscalProfile', { teacherId: string; profile: FiscalProfile }>;
export type FiscalProfileCommand = SetFiscalProfile;

export type FiscalProfileState = { status: 'Empty' } | { status: 'Set'; profile: FiscalProfile };

export const initialFiscalProfileState = (): FiscalProfileState => ({ status: 'Empty' });
export const fiscalProfileStreamName = (teacherId: string): string => `fiscal-profile-${teacherId}`;

export const FiscalProfileErrors = { forbidden: 'AUTH.FORBIDDEN', invalid: 'FISCAL_PROFILE.INVALID' } as const;

/** A profile that cannot go on an invoice: which field, and why in Italian. */
export class FiscalProfileError extends DomainError {
  constructor(
    readonly field: keyof FiscalProfile,
    readonly reason: string,
  ) {
    super(FiscalProfileErrors.invalid);
  }
}

const FIELDS: (keyof FiscalProfile)[] = ['regime', 'partitaIva', 'codiceFiscale', 'denominazione', 'indirizzo', 'cap', 'comune', 'provincia', 'series', 'bolloCharged'];
const same = (a: FiscalProfile, b: FiscalProfile): boolean => FIELDS.every((f) => a[f] === b[f]);

export const evolveFiscalProfile = (_: FiscalProfileState, event: FiscalProfileEvent): FiscalProfileState => {
  switch (event.type) {
    case 'FiscalProfileSet':
      return { status: 'Set', profile: event.data.profile };
    default:
      return assertNever(event.type);
  }
};

/** Saves a teacher's fiscal profile: the teacher themself (or the system, for the demo seed); the same profile again records nothing. */
export const decideFiscalProfile = (command: FiscalProfileCommand, state: FiscalProfileState): FiscalProfileEvent[] => {
  const { now, by } = command.metadata;
  switch (command.type) {
    case 'SetFiscalProfile': {
      const { teacherId } = command.data;
      const allowed = by.role === 'system' || (by.role === 'teacher' && by.userId === teacherId);
      if (!allowed) throw new DomainError(FiscalProfileErrors.forbidden);
      const profile = normalizeFiscalProfile(command.data.profile);
      const problem = fiscalProfileProblem(profile);
      if (problem) throw new FiscalProfileError(problem.field, problem.message);
      if (state.status === 'Set' && same(state.profile, profile)) return [];
      return [{ type: 'FiscalProfileSet', data: { teacherId, profile, setAt: now.toISOString(), by } }];
    }
    default:
      return assertNever(command.type);
  }
};
