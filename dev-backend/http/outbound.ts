import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Calls the backend makes to addresses an owner typed (the FAQ website import, the webhook test). A service
 * copied from this one must not become a way into the network it runs in (server-side request forgery), so
 * every hop is checked where the connection is made: the host name is resolved, and the call is refused when
 * any address it resolves to is loopback, private, link-local (cloud metadata at 169.254.169.254 among them),
 * shared, multicast or reserved. The connection then goes to the address that was checked, so a second lookup
 * cannot answer differently. Redirects are followed by hand, each one checked the same way.
 */

/**
 * Addresses a call from a service must never reach (IANA special-purpose registries, IPv4 and IPv6), including
 * every IPv6 form that embeds an IPv4 address or reaches a translator.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback, and IPv4-compatible addresses (::a.b.c.d, deprecated; [::127.0.0.1] reaches
  // loopback on some stacks).
  ['::', 96],
  ['::ffff:0:0:0', 96], // IPv4-translated (::ffff:0:a.b.c.d)
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address the translator would reach
  ['64:ff9b:1::', 48], // local-use NAT64: a translator inside the network
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32, embeds IPv4), benchmarking, ORCHID
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers, not globally reachable
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (private), e.g. fd00:ec2::254 metadata
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** Whether a service may connect to this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against the IPv4 rules.
  return !forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The call was not made: the address, or one it redirected to, is not a public one. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export interface OutboundPolicy {
  /**
   * Local development only (`--allow-local-samples`): this backend's own sample pages on its port (the sample
   * website, the webhook receiver; LOCAL_SAMPLE_PATHS) may be called although they are on loopback. Nothing else
   * of it: not the mailbox, the analytics inbox or the test controls.
   */
  localSamplesPort?: number;
}

/** The pages of this backend a local sample call may reach: the sample website and the webhook receiver. */
const LOCAL_SAMPLE_PATHS = /^\/dev\/(sample-website(\/.*)?|webhooks\/.+)$/;

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Redirects followed, each checked like the first address; 0 returns the redirect itself. */
  maxRedirects: number;
  /** The body is read up to this many bytes; the rest is dropped. */
  maxBytes: number;
}

export interface OutboundResponse {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function isLocalSample(url: URL, policy: OutboundPolicy): boolean {
  return (
    policy.localSamplesPort !== undefined &&
    url.protocol === 'http:' &&
    LOOPBACK_NAMES.has(url.hostname) &&
    Number(url.port) === policy.localSamplesPort &&
    LOCAL_SAMPLE_PATHS.test(url.pathname)
  );
}

/** Resolves like dns.lookup, and fails when any address the name has is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as LookupAddress[];
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        new OutboundRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not public`),
        '',
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

function requireAllowed(url: URL, policy: OutboundPolicy): { localSample: boolean } {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefused(`${url.protocol} addresses are not called`);
  }
  if (isLocalSample(url, policy)) return { localSample: true };
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal)) {
    throw new OutboundRefused(`${literal} is not a public address`);
  }
  return { localSample: false };
}

function once(url: URL, init: OutboundRequest, localSample: boolean): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: init.method,
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, 'Content-Length': Buffer.byteLength(init.body) },
        signal: AbortSignal.timeout(init.timeoutMs),
        // A fresh connection for every call: a pooled one would skip the address check below.
        agent: false,
        // A local sample is on loopback by definition; everything else connects only to a checked address.
        ...(localSample ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= init.maxBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= init.maxBytes) response.destroy();
        });
        const finish = () =>
          resolve({
            url,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, init.maxBytes),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * One outbound call with the checks above. Throws OutboundRefused when an address is not allowed (before
 * anything is sent to it), and the network's own errors (unreachable, timed out) as they come.
 */
export async function outboundFetch(
  target: URL,
  init: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  let url = target;
  let request = init;
  for (let redirects = 0; ; redirects++) {
    const { localSample } = requireAllowed(url, policy);
    const response = await once(url, request, localSample);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || redirects >= init.maxRedirects) return response;
    url = new URL(location, url);
    if (
      response.status === 303 ||
      (request.method === 'POST' && response.status !== 307 && response.status !== 308)
    ) {
      request = { ...request, method: 'GET', body: undefined };
    }
  }
}
