import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import { bearerApiKey, bearerClaims, knownApiKeyBucket } from './bearer.ts';

/**
 * A general limit on the API (issue 20, docs/decisions/043), beside the sign-in throttle: so many calls a minute
 * per signed-in user (by the token's signed user id, checked without a database read), per API key, or, for anonymous calls
 * and bad tokens, per address. Generous by default (RATE_LIMIT_PER_MINUTE, 1,000); over it, 429 with
 * Retry-After. Counts are kept per process (@fastify/rate-limit's memory store).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; tokens: TokenSigner },
): Promise<void> {
  const keyOf = (request: FastifyRequest) => {
    // A machine's key is limited like a person (issue 26): per key, once this process has seen it valid.
    const apiKey = bearerApiKey(request);
    const keyBucket = apiKey === null ? null : knownApiKeyBucket(apiKey);
    if (keyBucket !== null) return `key:${keyBucket}`;
    const claims = bearerClaims(request, options.tokens);
    return claims ? `user:${claims.sub}` : `address:${request.ip}`;
  };
  await app.register(fastifyRateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: keyOf,
    // The web app's files are not calls.
    allowList: (request) => !(request.url === '/api' || request.url.startsWith('/api/')),
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyAttempts(
        'Too many requests in a short time. Please wait a moment and try again.',
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
}
