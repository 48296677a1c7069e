import ipaddr from 'ipaddr.js';

/**
 * The key per-address limits count a client under. An IPv6 customer gets a whole /64 from the
 * provider (SLAAC, privacy addresses), so counting single IPv6 addresses would let one home
 * rotate through 2^64 of them: IPv6 counts per /64. IPv4, and IPv4 mapped into IPv6
 * (`::ffff:203.0.113.7`, how a dual-stack socket reports it), count per address.
 * `ip` is Express's req.ip, which honours TRUST_PROXY.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unbekannt';
  const bare = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return ip.slice(0, 64);
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
