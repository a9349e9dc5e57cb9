import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built web app and answers every non-API path with index.html, so that the browser's router
 * decides. Unknown /api paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send(errorBody(`No such call: ${request.method} ${pathname}`));
    }
    if (!hasWebApp) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (it builds it) or `npm run build`.');
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
