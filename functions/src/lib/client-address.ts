// The caller's network address, for rate limits. X-Forwarded-For is a list the client can
// start itself; only the entries appended by our own proxies (Hosting, the Cloud Run front
// end) are trustworthy, so the address is read that many places from the right.
// Checked on the emulators: the Hosting emulator forwards X-Forwarded-For exactly as the client
// sent it and appends nothing, and the function's socket has no remote address; so there the
// right-most entry a test sends is the address, and callers sending none share 'unknown'.
// In production, set TRUSTED_PROXY_HOPS to the number of proxies that append (if Hosting's
// edge appends the client and the front end then appends the edge, that is 2).
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
