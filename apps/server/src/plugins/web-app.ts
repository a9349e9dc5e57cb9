import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@rigline/contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staticFileOptions } from './compression.ts';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built web app. Only the web app's pages (the contract's page patterns) answer index.html, so
 * that the browser's router decides; a missing file, /health or any other path answers 404, and an unknown
 * call under /api answers 404 (or 405 for a known path with another method) in the JSON envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      ...staticFileOptions(),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) return answerUnknownCall(app, request, reply);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname);
    if (isPage && !hasWebApp) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (it builds it) or `npm run build`.');
    }
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (isPage || (hasWebApp && acceptsHtml && !pathname.startsWith('/assets/'))) {
      // A person who typed a wrong address sees the web app's own "not found" page, with an honest status.
      return reply
        .code(isPage ? 200 : 404)
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

const API_METHODS = ['GET', 'POST'] as const;

function answerUnknownCall(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?', 1)[0] ?? '';
  const allowed = API_METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
  if (allowed.length > 0) {
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send(errorBody(`${request.method} is not allowed on ${pathname}; use ${allowed.join(' or ')}.`));
  }
  return reply.code(404).send(errorBody(`No such call: ${request.method} ${pathname}`));
}
