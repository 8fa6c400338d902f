// Reading a QR code from pixels with jsQR: camera frames (a <video> drawn on a canvas) and image
// files (decoded, scaled down, drawn on a canvas). Browser only. jsQR (~130 kB) is loaded on
// first use, so My Classes does not carry it until a scan starts.
import type jsQRFunction from 'jsqr';

type JsQr = typeof jsQRFunction;

let jsQrLoading: Promise<JsQr> | null = null;

/** Loads jsQR once; scanning code awaits this before reading frames. */
export function loadQrReader(): Promise<JsQr> {
  // jsqr is a CommonJS bundle: depending on the interop its function is `default` or `default.default`.
  jsQrLoading ??= import('jsqr').then((module) => {
    const first = (module as { default: unknown }).default;
    return (typeof first === 'function' ? first : (first as { default: JsQr }).default) as JsQr;
  });
  return jsQrLoading;
}

/** Larger images are scaled down first: jsQR's time grows with the pixel count. */
const MAX_SIDE = 1280;

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return context ? { canvas, context } : null;
}

function decodeDrawn(jsQR: JsQr, context: CanvasRenderingContext2D, width: number, height: number): string | null {
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of a QR code in the video's current frame, or null. `work` is reused between frames. */
export function decodeVideoFrame(jsQR: JsQr, video: HTMLVideoElement, work: { canvas?: HTMLCanvasElement }): string | null {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight || video.readyState < video.HAVE_CURRENT_DATA) return null;
  const scale = Math.min(1, 720 / Math.max(videoWidth, videoHeight));
  const width = Math.round(videoWidth * scale);
  const height = Math.round(videoHeight * scale);
  if (!work.canvas || work.canvas.width !== width || work.canvas.height !== height) {
    const made = canvasOf(width, height);
    if (!made) return null;
    work.canvas = made.canvas;
  }
  const context = work.canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return decodeDrawn(jsQR, context, width, height);
}

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The text of a QR code in an image file, or null. Throws when the file is not an image. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const [jsQR, image] = await Promise.all([loadQrReader(), loadImage(file)]);
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const made = canvasOf(width, height);
  if (!made) return null;
  // A white background: transparent PNG codes would otherwise read as black on black.
  made.context.fillStyle = '#ffffff';
  made.context.fillRect(0, 0, width, height);
  made.context.drawImage(image, 0, 0, width, height);
  return decodeDrawn(jsQR, made.context, width, height);
}

export type CameraProblem = 'denied' | 'no-camera' | 'unsupported' | 'failed';

/** What went wrong when asking for the camera (getUserMedia's DOMException names). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-camera';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}
