/**
 * The photo viewer's gestures as plain arithmetic (photo-viewer.tsx applies them): what a swipe
 * means, how far a pinch zooms, and how far a zoomed photo may be dragged.
 */

/** The most a photo is enlarged: the owners' photos are 1600 px wide at most. */
export const MAX_ZOOM = 4;
/** How far a finger must travel sideways for a swipe to change the photo. */
export const SWIPE_PX = 50;

export interface Pan {
  x: number;
  y: number;
}

/**
 * The photo a swipe goes to: +1 (the next: the finger moved left), -1 (the previous) or 0 (too
 * short, or more up and down than sideways: not a swipe).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The zoom after fingers that were `from` apart are `to` apart, between 1 and MAX_ZOOM. */
export function pinchedZoom(zoom: number, from: number, to: number): number {
  if (!(from > 0) || !(to > 0)) return zoom;
  return Math.min(MAX_ZOOM, Math.max(1, (zoom * to) / from));
}

/**
 * A drag kept within the enlarged photo: scaled `zoom` times about the frame's centre, it
 * overhangs the frame by (zoom - 1) / 2 of its size on each side, and no further.
 */
export function clampPan(pan: Pan, zoom: number, frame: { width: number; height: number }): Pan {
  const maxX = (frame.width * (zoom - 1)) / 2;
  const maxY = (frame.height * (zoom - 1)) / 2;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v)) || 0;
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}
