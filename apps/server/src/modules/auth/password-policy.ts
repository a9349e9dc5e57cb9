import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_IS_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '@rigline/contract/auth';
import { AppError } from '../../errors.ts';

let commonPasswords: Set<string> | undefined;

/** The shipped list (common-passwords.txt beside this file), read once. */
function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords;
}

/**
 * The rules the contract cannot check alone (its schema checks the length, 12 to 128): not a common password,
 * not the account's email. 400 on `field` otherwise (docs/decisions/009).
 */
export function assertAcceptablePassword(options: { password: string; email: string; field: string }): void {
  const password = options.password.toLowerCase();
  if (commonPasswordList().has(password)) {
    throw AppError.badInput(options.field, PASSWORD_TOO_COMMON_MESSAGE);
  }
  if (password.trim() === options.email.trim().toLowerCase()) {
    throw AppError.badInput(options.field, PASSWORD_IS_EMAIL_MESSAGE);
  }
}
