import { describe, expect, it } from 'vitest';
import { nameInitial } from '@/lib/format';

describe('nameInitial', () => {
  it('is the first letter of the name, upper case', () => {
    expect(nameInitial('sam Supplier')).toBe('S');
    expect(nameInitial('  Óscar')).toBe('Ó');
  });

  it('is U without a name', () => {
    expect(nameInitial('')).toBe('U');
    expect(nameInitial('   ')).toBe('U');
    expect(nameInitial(undefined)).toBe('U');
  });
});
