// Whom a per-address rate limit counts as one client. One IPv6 host is handed a whole /64 by its
// network and can pick a new address in it for every request, so an IPv6 address counts by its /64;
// an IPv4 address (also one written as IPv6, ::ffff:a.b.c.d) counts alone.
import { isIPv6 } from 'node:net';

export function addressBlock(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIPv4?.[1]) return mappedIPv4[1];
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
