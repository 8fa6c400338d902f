// The caller's network address, for rate limits. X-Forwarded-For is a list the client can
// start itself; only the entries appended by our own proxies (Hosting, the Cloud Run front
// end) are trustworthy, so the address is read that many places from the right.
import type { Request } from 'express';

/** Proxies in front of the function that append to X-Forwarded-For (Hosting + front end). */
const TRUSTED_HOPS = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS ?? 1) || 1);

export function clientAddress(req: Request): string {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = forwarded[forwarded.length - TRUSTED_HOPS] ?? forwarded[0] ?? req.socket.remoteAddress ?? 'unknown';
  // IPv6 clients rotate through their /64 freely: they count as one.
  return address.includes(':') ? address.split(':').slice(0, 4).join(':') : address;
}
