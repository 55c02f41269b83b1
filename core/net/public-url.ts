import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * SSRF guard for requests the service makes to URLs its customers give it (webhooks, file_urls,
 * pages the AI engines fetch). A customer must not be able to make us call our own network, the
 * loopback interface or a cloud metadata endpoint (169.254.169.254, fd00:ec2::254, …).
 */
export class UnsafeUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeUrlError";
  }
}

// Everything that is not ordinary public unicast (IANA special-purpose registries).
const V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT; Alibaba's metadata is 100.100.100.200
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local: AWS/GCP/Azure metadata, ECS task metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including 255.255.255.255
];

const V6: [string, number][] = [
  ["::", 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local; AWS IMDS is fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

const hex = (a: number, b: number) => ((a << 8) | b).toString(16);

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [net, bits] of V4) {
    list.addSubnet(net, bits, "ipv4");
    // The same IPv4 ranges seen through the IPv6 forms that embed an IPv4 address: mapped
    // (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
    const [a, b, c, d] = net.split(".").map(Number);
    list.addSubnet(`::ffff:${hex(a, b)}:${hex(c, d)}`, 96 + bits, "ipv6");
    list.addSubnet(`64:ff9b::${hex(a, b)}:${hex(c, d)}`, 96 + bits, "ipv6");
    list.addSubnet(`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + bits, "ipv6");
  }
  for (const [net, bits] of V6) list.addSubnet(net, bits, "ipv6");
  return list;
}

const blocked = buildBlockList();

/** True for an IP literal that is ordinary public unicast; false for anything else. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, ""); // URL brackets, zone id
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Parses `raw` as an absolute http(s) URL; anything else (file:, gopher:, …) is refused. */
export function parseHttpUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError("URL is not valid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UnsafeUrlError(`URL scheme ${url.protocol} is not allowed; use http or https`);
  }
  return url;
}

const lookupAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Refuses a URL that is not http(s) or whose host is, or resolves to, a non-public address
 * (all of its addresses must be public: a name may mix them). DNS errors propagate unchanged,
 * since they may be transient. A name can resolve differently at connect time (DNS
 * rebinding): connect with `publicLookup` too.
 */
export async function assertPublicUrl(raw: string | URL): Promise<URL> {
  const url = parseHttpUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // WHATWG URL parsing already turned 0x7f.1 or 2130706433 into 127.0.0.1.
  const addresses = isIP(host) ? [host] : (await lookupAll(host)).map((a) => a.address);
  const bad = addresses.find((a) => !isPublicAddress(a));
  if (bad === undefined) return url;
  throw new UnsafeUrlError(
    bad === host ? `URL host ${url.hostname} is a non-public address` : `URL host ${url.hostname} resolves to non-public address ${bad}`,
  );
}

/**
 * A `lookup` for node:http/https and net.connect that fails unless every resolved address is
 * public, so the address checked is the address connected to. Node skips `lookup` for IP
 * literals, which `assertPublicUrl` covers.
 */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(new UnsafeUrlError(`${hostname} resolves to non-public address ${bad.address}`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
