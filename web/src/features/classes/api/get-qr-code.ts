// GET /classes/{classId}/qr-code?userId= -> { status, QRCode: 'data:image/png;base64,...',
// joinUrl, uniqueCode, expiresAt }.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useUserId } from '../hooks/use-user-id';
import { classPath } from '../lib/api-paths';

export interface ClassQrCode {
  QRCode: string;
  joinUrl: string | null;
  uniqueCode: string | null;
  expiresAt: string | null;
}

export const QR_CODE_FAILED = { id: 'classes.errors.qrFailed', defaultMessage: 'Failed to generate QR code' };

export class QrCodeMissingError extends Error {
  constructor() {
    super(QR_CODE_FAILED.defaultMessage);
    this.name = 'QrCodeMissingError';
  }
}

export async function getQrCode(classId: string, userId: string | null, signal?: AbortSignal): Promise<ClassQrCode> {
  const answer = await apiRequest<Record<string, unknown>>('GET', classPath(classId, userId, '/qr-code'), { signal });
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const image = text(answer.QRCode);
  // Only an inline PNG/SVG image is shown (never a remote URL from the answer).
  if (!image || !/^data:image\/(png|svg\+xml|jpeg);base64,/.test(image)) throw new QrCodeMissingError();
  return { QRCode: image, joinUrl: text(answer.joinUrl), uniqueCode: text(answer.uniqueCode), expiresAt: text(answer.expiresAt) };
}

export function useGetQrCode(): (classId: string, signal?: AbortSignal) => Promise<ClassQrCode> {
  const userId = useUserId();
  return useCallback((classId: string, signal?: AbortSignal) => getQrCode(classId, userId, signal), [userId]);
}
