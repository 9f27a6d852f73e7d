/** Nest injection tokens of the infrastructure. */
export const CONFIG = Symbol('CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const SECRETS = Symbol('SECRETS');
export const CLOCK = Symbol('CLOCK');
/** The log's personal-data sealing (PersonalData): for readers of raw events, such as the audit trail. */
export const PERSONAL_DATA = Symbol('PERSONAL_DATA');

export interface Secrets {
  jwt: string;
  links: string;
}

/** The JWT secret as a key object, made once: given a string, jsonwebtoken rebuilds a key on every call. */
export const JWT_KEY = Symbol('JWT_KEY');

/** The only source of `now` for handlers and deciders. */
export interface Clock {
  now(): Date;
}

/** The machine's clock, `offsetMs` ahead (LAVAGNA_CLOCK_OFFSET_MS: demo and tests only, refused in production). */
export const systemClock = (offsetMs = 0): Clock => ({ now: () => new Date(Date.now() + offsetMs) });
