/*
 * The two unit systems and the default (docs/decisions/056), apart from units.ts so that the web's preferences,
 * read before sign-in, do not carry the conversion tables into the sign-in page's script (e2e/delivery.spec.ts).
 */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
/** Metric is what the North Sea works in; a person who thinks in pounds and inches chooses Imperial. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';
