import { describe, expect, it } from "vitest";
import { clampPan, MAX_ZOOM, pinchedZoom, SWIPE_PX, swipeStep } from "./photo-viewer-gestures";

describe("the photo viewer's gestures", () => {
  it("a swipe left goes to the next photo, right to the previous; short or upright ones do nothing", () => {
    expect(swipeStep(-SWIPE_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_PX + 30, 10)).toBe(-1);
    expect(swipeStep(-(SWIPE_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 70)).toBe(0);
    expect(swipeStep(0, 200)).toBe(0);
  });

  it("a pinch zooms by how far the fingers moved apart, between 1 and the most", () => {
    expect(pinchedZoom(1, 100, 200)).toBe(2);
    expect(pinchedZoom(2, 200, 100)).toBe(1);
    expect(pinchedZoom(1, 100, 50)).toBe(1);
    expect(pinchedZoom(3, 100, 1000)).toBe(MAX_ZOOM);
    expect(pinchedZoom(2, 0, 100)).toBe(2);
  });

  it("a zoomed photo is dragged no further than its edges; unzoomed, not at all", () => {
    const frame = { width: 400, height: 800 };
    expect(clampPan({ x: 500, y: -900 }, 2, frame)).toEqual({ x: 200, y: -400 });
    expect(clampPan({ x: 50, y: 60 }, 2, frame)).toEqual({ x: 50, y: 60 });
    expect(clampPan({ x: 50, y: 60 }, 1, frame)).toEqual({ x: 0, y: 0 });
  });
});
