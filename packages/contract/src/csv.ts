/**
 * CSV injection (OWASP's "CSV Injection" guidance): a spreadsheet program runs a cell that begins with `=`, `+`,
 * `-` or `@` as a formula, and a leading tab or carriage return can hide such a start. Every CSV Rigline writes,
 * on the server and in the browser, passes each text cell through here, so such a cell opens as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run, with a leading apostrophe; numbers and other text unchanged. */
export function neutralizeCsvCell<T extends string | number | null | undefined>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
