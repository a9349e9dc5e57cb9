import { z } from 'zod';
import { textSchema } from './api.ts';
import { isAssignedUnNumber } from './un-numbers.ts';

/**
 * Dangerous goods as the IMDG Code writes them: a UN number, a class (with its division) and a packing group.
 * Pure data and functions, shared by the item forms, the server's checks and the load plan.
 */

/** Every class and division an item may name (IMDG Code 2.0.1.1). */
export const IMDG_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type ImdgClass = (typeof IMDG_CLASSES)[number];

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

const UN_NUMBER = /^UN\d{4}$/;

/** What a person types, made canonical: "un 1203" and "UN1203" are the same number; blank is "not DG". */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const unNumberSchema = z.preprocess(
  (value) => {
    const text = blankToNull(value);
    return typeof text === 'string' ? text.toUpperCase().replace(/\s+/g, '') : text;
  },
  textSchema('UN Number', { error: 'UN Number must be text such as UN1203' })
    .regex(UN_NUMBER, { message: 'UN Number must be UN followed by 4 digits, e.g. UN1203', abort: true })
    // Issue 22: UN9999 has the form of a UN number but names nothing; only numbers in the list pass.
    .refine(isAssignedUnNumber, {
      error: (issue) => `UN Number ${String(issue.input)} is not in the UN list of dangerous goods`,
    })
    .nullable(),
);

export const imdgClassSchema = z.preprocess(
  blankToNull,
  z
    .enum(IMDG_CLASSES, {
      error: `IMDG Class must be one of ${IMDG_CLASSES.join(', ')}`,
    })
    .nullable(),
);

export const packingGroupSchema = z.preprocess((value) => {
  const text = blankToNull(value);
  return typeof text === 'string' ? text.toUpperCase() : text;
}, z.enum(PACKING_GROUPS, { error: 'Packing Group must be I, II or III' }).nullable());

/**
 * IMDG Code segregation table (Amendment 41-22, Part 7, 7.2.4 "Segregation table"), as numbers:
 *   1 "away from", 2 "separated from", 3 "separated by a complete compartment or hold from",
 *   4 "separated longitudinally by an intervening complete compartment or hold from",
 *   0 "X": no general segregation (the Dangerous Goods List of each substance may still ask for it),
 *   -1 "*": explosives among themselves, by compatibility group (7.2.7), which the catalogue does not record.
 * Rows and columns in SEGREGATION_GROUPS order; the table is symmetric (segregation.test.ts checks it).
 */
export const SEGREGATION_SOURCE = 'IMDG Code (Amendment 41-22), Part 7, Chapter 7.2, 7.2.4 Segregation table';

export const SEGREGATION_GROUPS = [
  '1.1/1.2/1.5',
  '1.3/1.6',
  '1.4',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type SegregationGroup = (typeof SEGREGATION_GROUPS)[number];

// biome-ignore format: the table reads as the Code prints it
export const SEGREGATION_TABLE: readonly (readonly number[])[] = [
  /* 1.1/1.2/1.5 */ [-1, -1, -1, 4, 2, 2, 4, 4, 4, 4, 4, 4, 2, 4, 2, 4, 0],
  /* 1.3/1.6     */ [-1, -1, -1, 4, 2, 2, 4, 3, 3, 4, 4, 4, 2, 4, 2, 2, 0],
  /* 1.4         */ [-1, -1, -1, 2, 1, 1, 2, 2, 2, 2, 2, 2, 0, 4, 2, 2, 0],
  /* 2.1         */ [4, 4, 2, 0, 0, 0, 2, 1, 2, 0, 2, 2, 0, 4, 2, 1, 0],
  /* 2.2         */ [2, 2, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 2, 1, 0, 0],
  /* 2.3         */ [2, 2, 1, 0, 0, 0, 2, 0, 2, 0, 0, 2, 0, 2, 1, 0, 0],
  /* 3           */ [4, 4, 2, 2, 1, 2, 0, 0, 2, 1, 2, 2, 0, 3, 2, 0, 0],
  /* 4.1         */ [4, 3, 2, 1, 0, 0, 0, 0, 1, 0, 1, 2, 0, 3, 2, 1, 0],
  /* 4.2         */ [4, 3, 2, 2, 1, 2, 2, 1, 0, 1, 2, 2, 1, 3, 2, 1, 0],
  /* 4.3         */ [4, 4, 2, 0, 0, 0, 1, 0, 1, 0, 2, 2, 0, 2, 2, 1, 0],
  /* 5.1         */ [4, 4, 2, 2, 0, 0, 2, 1, 2, 2, 0, 2, 1, 3, 1, 2, 0],
  /* 5.2         */ [4, 4, 2, 2, 1, 2, 2, 2, 2, 2, 2, 0, 1, 3, 2, 2, 0],
  /* 6.1         */ [2, 2, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 0],
  /* 6.2         */ [4, 4, 4, 4, 2, 2, 3, 3, 3, 2, 3, 3, 1, 0, 3, 3, 0],
  /* 7           */ [2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 1, 2, 0, 3, 0, 2, 0],
  /* 8           */ [4, 2, 2, 1, 0, 0, 0, 1, 1, 1, 2, 2, 0, 3, 2, 0, 0],
  /* 9           */ [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
];

export const SEGREGATION_TERMS: Readonly<Record<number, string>> = {
  [-1]: 'segregated by compatibility group (7.2.7)',
  0: 'no general segregation',
  1: 'away from',
  2: 'separated from',
  3: 'separated by a complete compartment or hold from',
  4: 'separated longitudinally by an intervening complete compartment or hold from',
};

/** From "separated from" on, two classes on one open deck are a warning (issue 11). */
export const SEGREGATION_WARN_FROM = 2;

export function segregationGroupOf(imdgClass: ImdgClass): SegregationGroup {
  if (imdgClass === '1.1' || imdgClass === '1.2' || imdgClass === '1.5') return '1.1/1.2/1.5';
  if (imdgClass === '1.3' || imdgClass === '1.6') return '1.3/1.6';
  return imdgClass as SegregationGroup;
}

/** The 7.2.4 requirement between two classes (symmetric). */
export function segregationBetween(a: ImdgClass, b: ImdgClass): number {
  const row = SEGREGATION_GROUPS.indexOf(segregationGroupOf(a));
  const column = SEGREGATION_GROUPS.indexOf(segregationGroupOf(b));
  const value = SEGREGATION_TABLE[row]?.[column];
  if (value === undefined) throw new RangeError(`No segregation entry for ${a} and ${b}`);
  return value;
}

export function isImdgClass(value: string | null | undefined): value is ImdgClass {
  return value !== null && value !== undefined && (IMDG_CLASSES as readonly string[]).includes(value);
}
