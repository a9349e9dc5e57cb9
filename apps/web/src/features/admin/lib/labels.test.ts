import { describe, expect, it } from 'vitest';
import { formatDateTime, generatePassword, ROLE_LABELS } from '@/features/admin/lib/labels';

describe('administration labels and inputs', () => {
  it('names every role slug', () => {
    expect(ROLE_LABELS['rig-logistic']).toBe('Rig Logistics');
    expect(ROLE_LABELS.admin).toBe('Admin');
  });

  it('says Never for a user who has not signed in', () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime('2026-01-02T10:00:00Z')).toMatch(/^0?2 Jan 2026, \d\d:\d\d /);
  });

  it('generates a password of the length asked, without look-alike characters', () => {
    const password = generatePassword(16);
    expect(password).toHaveLength(16);
    expect(password).not.toMatch(/[0O1lI]/);
    expect(generatePassword(12, (buffer) => buffer.fill(0))).toBe('aaaaaaaaaaaa');
  });
});
