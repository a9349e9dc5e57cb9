import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import type { FastifyHttpOptions, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';
import { errorBody } from '../plugins/error-handler.ts';
import { CallLog } from '../plugins/request-log.ts';
import { setUnhookedAnswerHeaders } from '../plugins/security-headers.ts';

/** What a client may send as its own request id: short, printable, no spaces (else it gets a UUID). */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Whatever a log line carries, these never reach the log. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'token',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.*.password',
  '*.*.token',
];

/**
 * The Fastify constructor's options that are about running it: JSON logs with redaction, the request id,
 * timeouts against slow clients, and router refusals in the {status:false, message} envelope.
 */
export function serverOptions(config: AppConfig, logStream?: Writable): FastifyHttpOptions<http.Server> {
  const { http: limits } = config;
  return {
    logger:
      config.logLevel === 'silent' && !logStream
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            ...(logStream ? { stream: logStream } : {}),
          },
    logController: new CallLog(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks both timeouts on this beat (30 s by default), which would let a slow client stay longer.
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(30_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
    frameworkErrors: (error, _request, reply) => {
      const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // No hook sees this answer: its security headers are set here.
      setUnhookedAnswerHeaders(reply as FastifyReply);
      return (reply as FastifyReply)
        .code(isTooLong ? 414 : 400)
        .send(
          errorBody(
            isTooLong
              ? 'A part of the address is too long.'
              : 'The address is not valid: it has a malformed %-escape.',
          ),
        );
    },
    clientErrorHandler: answerClientError,
    // While stopping, a call that arrives on an open connection is served rather than refused (server.ts).
    return503OnClosing: false,
  };
}

function requestIdOf(request: http.IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Errors Node raises before Fastify sees a request (headers too large, a request too slow, bytes that are not
 * HTTP): written to the socket by hand, in the same envelope, then the connection is closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify(errorBody(known.message));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
