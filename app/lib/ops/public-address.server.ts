import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which network addresses the server may ask on behalf of something an editor wrote (the link check,
 * app/lib/ops/link-check.server.ts). Only public unicast addresses: a link that names or resolves to
 * this machine, the private network, the cloud's metadata service or any special-purpose range would
 * let a page's links reach what the public internet cannot, and the answers (or their absence) would
 * tell an editor which internal ports are open.
 */

/** The IPv6 global unicast block, 2000::/3: every other IPv6 address is local, special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether `address` (an IPv4 or IPv6 address as text, as `dns.lookup` gives it) is a public unicast
 * address. False for loopback, private (10/8, 172.16/12, 192.168/16), shared (CGNAT, 100.64/10),
 * link-local (169.254/16 with the metadata address 169.254.169.254, fe80::/10), unique-local
 * (fc00::/7, with fd00:ec2::254), unspecified, broadcast, multicast, documentation and reserved
 * ranges, IPv6 outside 2000::/3 (IPv4-compatible ::a.b.c.d, NAT64, discard) and the IPv6 forms that
 * carry an IPv4 address inside (6to4, Teredo); an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is
 * judged as the IPv4 address it carries. False for anything that is not an address in its plain form.
 * Never throws.
 */
export function isPublicAddress(address: string): boolean {
  // Only the plain forms `dns.lookup` gives: ipaddr.js would also read "1.2.3" or "0x7f.1" as addresses.
  if (!isIP(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    return v6.match(GLOBAL_UNICAST_V6) && v6.range() === "unicast";
  }
  return parsed.range() === "unicast";
}
