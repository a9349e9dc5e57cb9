import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may not be delivered to without WEBHOOK_ALLOW_PRIVATE=true (docs/decisions/079): the
 * server's own loopback, the private, shared, link-local and unique-local ranges, and the unspecified and
 * multicast ones, so that an admin's URL cannot reach what sits behind the firewall (the database, a cloud's
 * metadata service). Checked on the addresses the name resolves to, when the webhook is saved and again at each
 * delivery, which connects to the address checked (no second lookup to rebind).
 */
const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // IPv4 carried inside IPv6, which a gateway turns back into the IPv4 address (NAT64, 6to4, Teredo): refused
  // whole rather than decoded, since no operator's ERP is reached that way.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

/** The answer an attempt logs when the address is refused. */
export const PRIVATE_ADDRESS_ANSWER = 'refused: private address';

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE_RANGES.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE_RANGES.check(mapped[1], 'ipv4');
  return PRIVATE_RANGES.check(address, 'ipv6');
}

function hostOf(url: string): string {
  const host = new URL(url).hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * Whether the URL's host is (or resolves to) a private address, when they are not allowed. A name that does not
 * resolve now is not refused: it may be set up later, and each delivery checks again.
 */
export async function isRefusedWebhookUrl(url: string, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return false;
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host);
  try {
    const addresses = await lookupAll(host);
    return addresses.some((address) => isPrivateAddress(address.address));
  } catch {
    return false;
  }
}

/** Thrown by the delivery's lookup when the name resolves to a private address. */
export class PrivateAddressError extends Error {
  constructor() {
    super(PRIVATE_ADDRESS_ANSWER);
    this.name = 'PrivateAddressError';
  }
}

/**
 * The `lookup` a delivery's request connects with: the system's resolver, then the check, so the connection goes
 * to the address that was checked.
 */
export function checkedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    lookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(), '');
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '');
      callback(null, first.address, first.family);
    });
  };
}
