import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.server";

/**
 * The addresses the link check may ask: public unicast ones only. Everything an editor could use to
 * reach this machine, the school's or the cloud's private network, or a special range is refused, in
 * IPv4, IPv6 and the IPv6 forms that carry an IPv4 address.
 */

describe("isPublicAddress", () => {
  it("accepts public IPv4 and IPv6 addresses", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "93.184.215.14", "2001:4860:4860::8888", "2606:4700::1111"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses loopback, private, shared, link-local, metadata, unspecified, multicast and reserved addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "169.254.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "240.0.0.1",
      "192.0.2.1",
      "198.18.0.1",
      "::1",
      "::",
      "fc00::1",
      "fd00:ec2::254",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2001:db8::1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("judges IPv4 inside IPv6 as the IPv4 address, and refuses IPv6 outside the global block", () => {
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("::ffff:169.254.169.254")).toBe(false);
    expect(isPublicAddress("::ffff:10.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    // IPv4-compatible, NAT64, 6to4 and Teredo forms can lead to an IPv4 address of any kind.
    for (const address of [
      "::127.0.0.1",
      "::7f00:1",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
      "2001:0:4136:e378::1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses what is not an address", () => {
    for (const text of ["", "localhost", "example.org", "999.1.1.1", "1.2.3", "0x7f.0.0.1", " 8.8.8.8"])
      expect(isPublicAddress(text), text).toBe(false);
  });
});
