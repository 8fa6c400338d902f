// Cross-origin calls: only the app's own origin (APP_URL) and those listed in CORS_ORIGINS
// (comma-separated) get Access-Control-Allow-Origin. Same-origin calls through Hosting need
// none and are never refused: a disallowed origin just gets no CORS headers, so the browser
// keeps the answer from the page that asked.
import type { NextFunction, Request, Response } from 'express';

const originOf = (value: string): string | null => {
  try {
    const { origin } = new URL(value.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** APP_URL's origin plus CORS_ORIGINS, read per call so tests and deployments set them freely. */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const listed = [env.APP_URL || 'http://localhost:5000', ...(env.CORS_ORIGINS ?? '').split(',')];
  return new Set(listed.map(originOf).filter((origin): origin is string => origin !== null));
}

/** The origin the request was addressed to (Hosting forwards the host it served). */
function ownOrigin(req: Request): string | null {
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host');
  return host ? originOf(`${req.protocol}://${host}`) : null;
}

export function isAllowedOrigin(origin: string, req: Request): boolean {
  const normalised = originOf(origin);
  return normalised !== null && (allowedOrigins().has(normalised) || normalised === ownOrigin(req));
}

const METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE';

export function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get('origin');
  if (origin) {
    res.vary('Origin');
    if (isAllowedOrigin(origin, req)) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
      if (req.method === 'OPTIONS') {
        res.set({
          'Access-Control-Allow-Methods': METHODS,
          'Access-Control-Allow-Headers': req.get('access-control-request-headers') ?? 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        });
        res.vary('Access-Control-Request-Headers');
      }
    }
  }
  // A preflight is answered here, allowed or not (without the headers, the browser stops).
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}
