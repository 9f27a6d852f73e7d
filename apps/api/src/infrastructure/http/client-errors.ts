import type { ErrorCode } from '@lavagna/contracts';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { problemBody } from './problem.js';

const answerOf = (code: string | undefined): [number, ErrorCode] => {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'REQUEST.HEADERS_TOO_LARGE'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST.TIMEOUT'];
  return [400, 'REQUEST.BAD_REQUEST'];
};

/**
 * Requests Node's HTTP parser refuses (headers over its limit, a broken request line) never
 * reach Express: Node would answer them with an empty body. They get problem+json in Italian too.
 */
export const answerClientErrors = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET')) return void socket.destroy();
    const [status, code] = answerOf(error.code);
    const body = JSON.stringify(problemBody(status, code));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
};
