import { HttpException } from '@nestjs/common';
import { problemMessages, type ErrorCode, type Problem } from '@lavagna/contracts';

/** An HTTP answer in RFC 9457 form with our code and its Italian message. */
export class ProblemException extends HttpException {
  constructor(status: number, code: ErrorCode, message?: string, errors?: Problem['errors']) {
    const body: Problem = {
      type: `https://lavagna.app/problems/${code.toLowerCase().replace(/\./g, '/')}`,
      title: code,
      status,
      code,
      message: message ?? problemMessages[code],
      ...(errors ? { errors } : {}),
    };
    super(body, status);
  }
}

export const problem = (status: number, code: ErrorCode, message?: string, errors?: Problem['errors']) =>
  new ProblemException(status, code, message, errors);
