// One place that turns domain errors and zod issues into the API's error answers.
import type { NextFunction, Request, Response } from 'express';
import type { ZodType } from 'zod';
import { ERRORS, formatErrorMessage, type ApiErrorBody, type ErrorCode } from '../shared/errors';
import { isDocId } from '../shared/schemas/common';
import { isContention } from './contention';

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
    readonly fields?: ApiErrorBody['fields'],
  ) {
    super(formatErrorMessage(code, values));
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  toBody(): ApiErrorBody {
    return {
      status: 'error',
      code: this.code,
      message: this.message,
      ...(this.values && { values: this.values }),
      ...(this.fields && { fields: this.fields }),
    };
  }
}

const isErrorCode = (value: string): value is ErrorCode => value in ERRORS;

/** Parses input or throws an ApiError carrying the first issue's code and all field issues. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => {
    const code = isErrorCode(issue.message) ? issue.message : 'validation/invalid-input';
    return { path: issue.path.join('.'), code, message: formatErrorMessage(code) };
  });
  // "All fields are required" wins over the other codes, as the forms show it first.
  const first = fields.find((f) => f.code === 'validation/all-fields-required') ?? fields[0];
  throw new ApiError(first?.code ?? 'validation/invalid-input', undefined, fields);
}

/** A route parameter (route() has checked it is a document id). */
export const param = (req: Request, name: string): string => String(req.params[name]);

/** The JSON body, refusing bodies that are not a JSON object. */
export function jsonBody(req: Request): unknown {
  if (req.body === undefined || req.body === null || (typeof req.body === 'object' && Buffer.isBuffer(req.body) && req.body.length === 0)) {
    return {};
  }
  if (typeof req.body !== 'object' || Buffer.isBuffer(req.body) || Array.isArray(req.body)) {
    throw new ApiError('validation/unsupported-media-type');
  }
  return req.body;
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/**
 * Wraps an async handler so its errors reach the error middleware. Every path parameter of the
 * API is a document id, so each one passes the shared id schema before the handler runs.
 */
export const route =
  (handler: Handler) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (!Object.values(req.params).every(isDocId)) {
      next(new ApiError('validation/invalid-id'));
      return;
    }
    handler(req, res).catch(next);
  };

export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new ApiError('common/not-found'));
}

export function errorMiddleware(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof ApiError) {
    res.status(err.status).json(err.toBody());
    return;
  }
  // body-parser errors carry their own 4xx status (for example a body that is too large).
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: ErrorCode = status === 413 ? 'validation/payload-too-large' : 'validation/malformed-json';
    res.status(status).json(new ApiError(code).toBody());
    return;
  }
  // A transaction that gave up on a hot document: busy, try again in a moment (never a 5xx).
  if (isContention(err)) {
    res.set('Retry-After', '1').status(429).json(new ApiError('common/rate-limited', { retryAfterSeconds: 1 }).toBody());
    return;
  }
  console.error('Unhandled API error', err);
  res.status(500).json(new ApiError('common/internal').toBody());
}
