// The QR code of a class's join link, as a PNG data URL.
import QRCode from 'qrcode';
import { appUrl } from './invitations-mail';

/** `${APP_URL}/classroom?join=<code>`: the web app opens the join dialog with the code filled in. */
export const joinUrl = (code: string, base = appUrl()): string => `${base}/classroom?join=${encodeURIComponent(code)}`;

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
