// TRUST_PROXY: whom to believe about the client's address (issue 14 item 8). Trusting every
// X-Forwarded-For lets anyone pick the address their rate limits and sessions are keyed on,
// so only two forms are accepted: a hop count (the number of reverse proxies in front of
// Kumbu) or the proxies' own addresses. Fastify (proxy-addr) then takes the client address
// from the right end of the header, skipping only hops it trusts.
import { isIP } from 'node:net';
import { z } from 'zod';

/** false: the socket's address; a number: that many proxy hops; a list: those proxies' addresses/CIDRs. */
export type TrustProxy = false | number | readonly string[];

/** proxy-addr's names for the private ranges (loopback, 169.254/16 and fe80::/10, 10/8 and friends). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * "false"/"0" → false; "1".."10" → hops; "true" → 1 hop (one reverse proxy in front, the
 * common case; it used to mean "trust every hop", which let any client choose its address);
 * "127.0.0.1,10.0.0.0/8" → those proxies. Anything else stops the start with a message.
 */
export const trustProxySchema = z.string().trim().transform((raw, ctx): TrustProxy => {
  const value = raw.toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `a hop count must be between 0 and ${MAX_HOPS}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8); not understood: ${bad.join(', ') || raw}`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function of the hop's index:
 * Fastify 5 treats a bare number as "trust nobody" (it cannot check the peer), while proxy-addr
 * walks X-Forwarded-For from the socket backwards and asks about each hop by index.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (tp === false) return false;
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return [...tp];
}
