// The host stage's full-screen switch over the Fullscreen API, with the prefixed Safari
// variant, and a fallback where neither exists (iPhone Safari, some embedded browsers): the
// stage then fills the browser window instead. Pure over the document, so it unit-tests.

interface FullscreenDocument {
  fullscreenEnabled?: boolean;
  webkitFullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  webkitFullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitExitFullscreen?: () => void;
}

interface FullscreenElement {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => void;
}

/** Whether the browser can put an element in full screen. */
export function canFullscreen(doc: FullscreenDocument): boolean {
  return Boolean(doc.fullscreenEnabled ?? doc.webkitFullscreenEnabled);
}

/** The element in full screen, if any. */
export function fullscreenElementOf(doc: FullscreenDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Puts `element` in full screen; false when the browser cannot (or refused), so the caller falls back. */
export async function enterFullscreen(element: FullscreenElement, doc: FullscreenDocument): Promise<boolean> {
  if (!canFullscreen(doc)) return false;
  try {
    if (element.requestFullscreen) await element.requestFullscreen();
    else if (element.webkitRequestFullscreen) element.webkitRequestFullscreen();
    else return false;
    return true;
  } catch {
    return false;
  }
}

export async function exitFullscreen(doc: FullscreenDocument): Promise<void> {
  if (!fullscreenElementOf(doc)) return;
  try {
    if (doc.exitFullscreen) await doc.exitFullscreen();
    else doc.webkitExitFullscreen?.();
  } catch {
    // Already left (Escape pressed meanwhile).
  }
}
