import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { assertPublicUrl, isPublicAddress, parseHttpUrl, publicLookup, UnsafeUrlError } from "../core/net/public-url.js";

describe("public URL guard (SSRF)", () => {
  it("accepts ordinary public IPv4 and IPv6 addresses", () => {
    for (const ip of ["1.1.1.1", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:1.1.1.1", "64:ff9b::1.1.1.1"]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses private, loopback, link-local, metadata and reserved addresses", () => {
    const refused = [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.10",
      "169.254.169.254",
      "169.254.170.2",
      "100.64.0.1",
      "100.100.100.200",
      "192.0.0.192",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "240.0.0.1",
      "::",
      "::1",
      "[::1]",
      "fe80::1",
      "fe80::1%eth0",
      "fd00:ec2::254",
      "fc00::1",
      "ff02::1",
      "2001:db8::1",
      // IPv4 ranges reached through IPv6 forms that embed an IPv4 address
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "64:ff9b::a9fe:a9fe",
      "2002:7f00:1::",
      "2002:a00:1::1",
      "not-an-ip",
      "",
    ];
    for (const ip of refused) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("refuses schemes other than http and https", () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://example.com/", "javascript:alert(1)", "not a url"]) {
      expect(() => parseHttpUrl(url), url).toThrow(UnsafeUrlError);
    }
    expect(parseHttpUrl("https://example.com/hook").hostname).toBe("example.com");
  });

  it("refuses IP literals in every spelling URL parsing accepts", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0177.0.0.1/",
      "http://[::1]:8080/",
      "http://[::ffff:169.254.169.254]/",
    ]) {
      await expect(assertPublicUrl(url), url).rejects.toThrow(UnsafeUrlError);
    }
    await expect(assertPublicUrl("http://1.1.1.1/hook")).resolves.toBeInstanceOf(URL);
  });

  it("refuses a name that resolves to a loopback address", async () => {
    await expect(assertPublicUrl("http://localhost:8080/hook")).rejects.toThrow(/resolves to non-public address/);
  });

  it("the connect-time lookup refuses loopback names too (DNS rebinding)", async () => {
    const result = await new Promise<{ err: Error | null; addresses?: LookupAddress[] }>((resolve) =>
      publicLookup("localhost", { all: true }, (err, addresses) => resolve({ err, addresses: addresses as unknown as LookupAddress[] })),
    );
    expect(result.err).toBeInstanceOf(UnsafeUrlError);
  });
});
