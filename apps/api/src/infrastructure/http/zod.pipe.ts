import { type PipeTransform } from '@nestjs/common';
import type { z, ZodError, ZodType } from 'zod';
import { problem } from './problem.js';

/** 400 with the first Italian message as `message` and every field's message in `errors`. */
export const zodProblem = (error: ZodError) => {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return problem(400, 'REQUEST.VALIDATION', errors[0]?.message, errors);
};

/** Validates and normalises a body or query with a schema from libs/contracts. */
export class ZodPipe<S extends ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    return parsed.data;
  }
}
