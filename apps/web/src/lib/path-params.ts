export type PathParamValue = string | number;

/** One value per `:name` segment of a pattern, in order: '/a/:x/b/:y' → [x, y]. */
export type PathParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [PathParamValue, ...PathParamArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [PathParamValue]
    : [];

const PARAM_PATTERN = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export function pathParamNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAM_PATTERN)].map((match) => match[1] ?? '');
}

/**
 * Fills the `:name` segments of a pattern (Fastify and React Router share this syntax). Values are
 * URI-encoded; a missing or empty value throws, since a request to '/api/x/' would reach the wrong route.
 */
export function fillPathParams(pattern: string, params: Record<string, PathParamValue> = {}): string {
  return pattern.replace(PARAM_PATTERN, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    }
    return encodeURIComponent(String(value));
  });
}
