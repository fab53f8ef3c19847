import { isIPv6 } from 'node:net';

/**
 * The address a rate limit counts: IPv4 as it is; IPv6 by its /64 network (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one client rotate through billions of them);
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as the IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::') as [string?, string?];
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
