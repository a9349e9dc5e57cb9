import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

/**
 * The security headers (docs/decisions/043): helmet's, for our policy, written in onRequest so that every answer
 * has them, the event stream's too (it copies the reply's headers when it starts). Two things helmet does not
 * know are added here: the hashes of an HTML answer's inline scripts in script-src (the API reference starts
 * itself with one), and Permissions-Policy; and API answers are never cached.
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The policy as one header value, with these script sources. */
function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...values, ...(name === 'script-src' ? scriptSources : [])].join(' '))
    .join(';');
}

/** An inline <script> with content (not one with src) in an HTML answer the server renders itself. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of exactly the inline scripts of this answer. The web app has none. */
function inlineScriptHashes(payload: unknown, contentType: unknown): string[] {
  if (typeof payload !== 'string' || !String(contentType).startsWith('text/html')) return [];
  return [...payload.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/**
 * The camera for the app's own pages only: its Scan action reads labels' QR codes (issue 25, docs/decisions/075);
 * nothing it loads or frames may ask for it. The app uses none of the other features, and nothing may ask for them.
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers that act only on a document (what it may run, frame, ask for or send as referrer) or on a window.
 * A hashed script, style sheet or image under /assets/ is never a document: over a satellite link their ~600 bytes
 * on every such file cost more than the file itself for most chunks (issue 24, docs/decisions/081). nosniff,
 * Cross-Origin-Resource-Policy and Strict-Transport-Security stay: they act on the file itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** A hashed static file (the web build's assets/), answered as itself: never a page (text/html keeps them all). */
function isHashedFile(url: string, contentType: unknown): boolean {
  return url.startsWith('/assets/') && !String(contentType ?? 'text/html').startsWith('text/html');
}

function isApiPath(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs/js/');
}

/**
 * For the few answers that no hook sees (the router's own refusals, http/server-options.ts): the same essential
 * headers, set by hand.
 */
export function setUnhookedAnswerHeaders(reply: FastifyReply): void {
  reply.header('Content-Security-Policy', contentSecurityPolicy());
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('Cache-Control', 'no-store');
}

/**
 * The headers helmet sets for these options. They are the same on every answer (no nonces), so helmet runs once,
 * at start-up, on a stand-in response that records them. @fastify/helmet built a new helmet for every request,
 * parsing the whole policy each time: about a third of a signed-in call's own work (issue 20's benchmark).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<void> {
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  const everyAnswer = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(everyAnswer);
    // API answers hold one user's data: no browser or proxy cache may keep them.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && isHashedFile(request.url, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    if (typeof payload === 'string') {
      const hashes = inlineScriptHashes(payload, reply.getHeader('content-type'));
      if (hashes.length > 0) reply.header('content-security-policy', contentSecurityPolicy(hashes));
    }
    done(null, payload);
  });
}
