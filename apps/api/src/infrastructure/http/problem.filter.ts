import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { problemMessages, type ErrorCode } from '@lavagna/contracts';
import { DomainError } from '@lavagna/domain';
import type { Response } from 'express';
import { ZodError } from 'zod';
import { domainStatus } from './domain-status.js';
import { ProblemException, problem } from './problem.js';
import { zodProblem } from './zod.pipe.js';

const knownCode = (code: string): code is ErrorCode => code in problemMessages;

/** Turns every failure into problem details; nothing but a real bug is a 500. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const answer = this.toProblem(error);
    if (res.headersSent) return;
    if (answer instanceof ProblemException) res.set(answer.headers);
    res.status(answer.getStatus()).type('application/problem+json').json(answer.getResponse());
  }

  private toProblem(error: unknown): HttpException {
    if (error instanceof ProblemException) return error;
    if (error instanceof DomainError) {
      return problem(domainStatus(error.code), knownCode(error.code) ? error.code : 'REQUEST.VALIDATION');
    }
    if (error instanceof ZodError) return zodProblem(error);
    if (isExpectedVersionConflictError(error)) return problem(409, 'REQUEST.CONFLICT');
    const bodyError = error as { type?: string; status?: number };
    if (bodyError?.type === 'entity.parse.failed') return problem(400, 'REQUEST.MALFORMED_JSON');
    if (bodyError?.type === 'entity.too.large') return problem(413, 'REQUEST.PAYLOAD_TOO_LARGE');
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status === 404) return problem(404, 'REQUEST.NOT_FOUND');
      if (status === 401) return problem(401, 'AUTH.UNAUTHENTICATED');
      if (status === 403) return problem(403, 'AUTH.FORBIDDEN');
      if (status === 413) return problem(413, 'REQUEST.PAYLOAD_TOO_LARGE');
      if (status < 500) return problem(status, 'REQUEST.VALIDATION', problemMessages['REQUEST.VALIDATION']);
    }
    if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
      return problem(bodyError.status, 'REQUEST.VALIDATION');
    }
    this.logger.error(error instanceof Error ? error.stack ?? error.message : String(error));
    return problem(500, 'SERVER.ERROR');
  }
}
