/** A domain event: a past fact with its type and data, shaped as Emmett stores it. */
export type DomainEvent<Type extends string, Data extends Record<string, unknown>> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

/** A command with its data and the metadata every decision needs: who and when. */
export type DomainCommand<Type extends string, Data extends Record<string, unknown>> = Readonly<{
  type: Type;
  data: Readonly<Data>;
  metadata: Readonly<{ now: Date; by: Actor }>;
}>;

/** Who acts: the teacher, a student, the teacher's accountant (reads, never writes) or the system. */
export type Role = 'teacher' | 'student' | 'accountant' | 'system';

/** Who caused an event. */
export type Actor = Readonly<{ userId: string; role: Role }>;

export const SYSTEM: Actor = { userId: 'system', role: 'system' };

/**
 * An expected refusal: a namespaced code, nothing more. The API turns it into an HTTP status (one
 * table beside its problem filter) and an Italian message; the domain knows neither.
 */
export class DomainError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'DomainError';
  }
}

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected: ${JSON.stringify(value)}`);
};
