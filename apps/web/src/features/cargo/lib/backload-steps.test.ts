import { BACKLOAD_STATUSES } from '@rigline/contract/cargo';
import { describe, expect, it } from 'vitest';
import { isStepFrom } from './backload-steps';

describe('isStepFrom', () => {
  it('offers Mark Loaded, Edit and Cancel on a booked backload only, Receive on a loaded one only', () => {
    const offered = (action: Parameters<typeof isStepFrom>[0]) =>
      BACKLOAD_STATUSES.filter((status) => isStepFrom(action, { status }));
    expect(offered('backload.load')).toEqual(['BOOKED']);
    expect(offered('backload.update')).toEqual(['BOOKED']);
    expect(offered('backload.cancel')).toEqual(['BOOKED']);
    expect(offered('backload.receive')).toEqual(['LOADED']);
  });
});
