import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './webhook-address.ts';

describe('the addresses a webhook may not reach without WEBHOOK_ALLOW_PRIVATE (docs/decisions/079)', () => {
  it('refuses loopback, private, link-local, unique-local and IPv4 inside IPv6 however written', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.5',
      '64:ff9b::a00:5',
      '2002:a00:5::1',
      '2001:0:a00:5::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
