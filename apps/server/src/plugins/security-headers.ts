import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

const CONTENT_SECURITY_POLICY_REST = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** An inline <script> with content (not one with src) in an HTML answer the server renders itself. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * script-src: our own files, plus exactly the inline scripts of this answer by their hash. The web app has
 * none; the API reference (/api/docs) starts itself with one.
 */
function scriptSource(payload: unknown, contentType: unknown): string {
  if (typeof payload !== 'string' || !String(contentType).startsWith('text/html')) return "script-src 'self'";
  const hashes = [...payload.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return ["script-src 'self'", ...hashes].join(' ');
}

/** The app uses none of these browser features; nothing it loads may ask for them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header(
      'Content-Security-Policy',
      `${scriptSource(payload, reply.getHeader('content-type'))}; ${CONTENT_SECURITY_POLICY_REST}`,
    );
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps) reply.header('Strict-Transport-Security', 'max-age=31536000');
    // API answers hold one user's data: no browser or proxy cache may keep them.
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi && !request.url.startsWith('/api/docs/js/')) reply.header('Cache-Control', 'no-store');
  });
}
