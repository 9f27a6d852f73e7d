import { HttpException } from '@nestjs/common';
import { problemMessages, type ErrorCode, type Problem } from '@lavagna/contracts';
import type { Response } from 'express';

/** The RFC 9457 body of a problem with our code and its Italian message. */
export const problemBody = (status: number, code: ErrorCode, message?: string, errors?: Problem['errors']): Problem => ({
  type: `https://lavagna.app/problems/${code.toLowerCase().replace(/\./g, '/')}`,
  title: code,
  status,
  code,
  message: message ?? problemMessages[code],
  ...(errors ? { errors } : {}),
});

/** An HTTP answer in RFC 9457 form with our code and its Italian message. */
export class ProblemException extends HttpException {
  constructor(
    status: number,
    code: ErrorCode,
    message?: string,
    errors?: Problem['errors'],
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(problemBody(status, code, message, errors), status);
  }
}

export const problem = (status: number, code: ErrorCode, message?: string, errors?: Problem['errors'], headers?: Record<string, string>) =>
  new ProblemException(status, code, message, errors, headers);

/** For Express middleware that answers before Nest's filters run. */
export const sendProblem = (res: Response, status: number, code: ErrorCode, message?: string): void => {
  res.status(status).type('application/problem+json').json(problemBody(status, code, message));
};
