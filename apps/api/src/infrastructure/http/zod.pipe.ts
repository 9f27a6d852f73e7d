import { type PipeTransform } from '@nestjs/common';
import type { z, ZodError, ZodType } from 'zod';
import { problem } from './problem.js';

/** 400 with the first Italian message as `message` and every field's message in `errors`. */
export const zodProblem = (error: ZodError) => {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return problem(400, 'REQUEST.VALIDATION', errors[0]?.message, errors);
};

/**
 * Validates and normalises a body, query or path parameter with a schema from libs/contracts.
 * The API document (`/api/docs`) is generated from the same schema. A function gives a schema
 * that depends on the moment (sign-up's birth years follow the clock's year).
 */
export class ZodPipe<S extends ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly source: S | (() => S)) {}

  /** The schema this pipe validates with now. */
  get schema(): S {
    return typeof this.source === 'function' ? this.source() : this.source;
  }

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    return parsed.data;
  }
}
