import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A year: a hashed file name changes whenever its content does, so a cached copy is never stale. */
const HASHED_ASSET_MAX_AGE_S = 365 * 24 * 3600;
/** Vite puts every hashed file (scripts, styles, fonts) under assets/. */
const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;

/**
 * Compression and caching (docs/decisions/019-front-end-delivery.md). API answers and any file without a
 * precompressed copy are compressed on the fly by @fastify/compress, brotli or gzip as the browser accepts, at
 * a brotli quality that costs little CPU per answer. Register before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Options for @fastify/static serving the built web app: the build writes a .br and a .gz beside every script,
 * style sheet and page (apps/web/vite.config.ts), sent as they are to a browser that accepts them; hashed
 * assets are cached for good, anything else (index.html) is checked with the server on every use.
 */
export function staticFileOptions() {
  return {
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS_DIR)
          ? `public, max-age=${HASHED_ASSET_MAX_AGE_S}, immutable`
          : 'no-cache',
      );
    },
  };
}
