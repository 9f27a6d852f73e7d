import { linkValueParam, tokenParam, uuidParam } from '@lavagna/contracts';
import { ZodPipe } from './zod.pipe.js';

/** Path-parameter pipes: a malformed id ('nope', '%00', '../x') is a 400, never a database error. */
export const uuid = new ZodPipe(uuidParam);
export const token = new ZodPipe(tokenParam);
export const linkValue = new ZodPipe(linkValueParam);
