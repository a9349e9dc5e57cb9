import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The app uses none of these browser features; nothing it loads may ask for them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps) reply.header('Strict-Transport-Security', 'max-age=31536000');
    // API answers hold one user's data: no browser or proxy cache may keep them.
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
