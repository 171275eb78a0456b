import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which reverse proxies may tell us the client's address (TRUST_PROXY): none, the last `hops` ones,
 * or those at the listed addresses. Never "every one": then any client could name its own address
 * in X-Forwarded-For and walk past the per-address limits and into the sign-in records.
 */
export type TrustProxySetting = null | { hops: number } | { proxies: string[] };

/** Fastify's and proxy-addr's trust function: is the `hop`-th address from us (0 = the socket) a proxy? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The presets proxy-addr knows (127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; private ranges). */
const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Reads TRUST_PROXY; the error's message says what is wrong and what to write instead. */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const fix =
    'give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses or ranges ' +
    '(TRUST_PROXY=10.0.0.5,192.168.0.0/16, or loopback), or leave it unset to trust none';
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || !Number.isSafeInteger(hops))
      throw new Error(`${text} is not a hop count of 1 or more: ${fix}`);
    return { hops };
  }
  if (/^(true|false|yes|no|on|off|\*)$/i.test(text)) {
    throw new Error(
      `"${text}" is not accepted: trusting every proxy would let any client set its own address; ${fix}`,
    );
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  for (const entry of proxies) {
    if (PRESETS.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    // Node's strict forms only: proxy-addr would also read "1.5" as 1.0.0.5.
    let valid = isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d+$/.test(prefix));
    if (valid) {
      try {
        proxyAddr.compile(entry);
      } catch {
        valid = false;
      }
    }
    if (!valid) throw new Error(`"${entry}" is not an IP address or CIDR range (prefix 1 or more): ${fix}`);
  }
  return { proxies };
}

/** The trust function for Fastify's `trustProxy` and for the socket server; false: trust no proxy. */
export function proxyTrust(setting: TrustProxySetting): ProxyTrust | false {
  if (setting === null) return false;
  if ('hops' in setting) {
    // Fastify 5.12 reads a bare number as "trust nobody", so the hop count is a function of our own:
    // the socket peer and the next hops - 1 addresses are proxies, the one after them is the client.
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting.proxies);
}

/**
 * The client's address as Fastify's `request.ip` computes it: X-Forwarded-For read from the right,
 * past trusted proxies only, for requests that never reach Fastify (the /ws socket server).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust | false,
): string {
  if (!socketAddress) return 'unknown';
  if (!trust) return socketAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const request = {
    socket: { remoteAddress: socketAddress },
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
  };
  return proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], trust);
}
