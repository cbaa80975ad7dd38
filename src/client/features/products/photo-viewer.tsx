import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Photo } from "../../../shared/design";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";
import {
  MAX_ZOOM,
  pinchedZoom,
  SWIPE_PX,
  swipeStep,
  clampPan,
  type Pan,
} from "./photo-viewer-gestures";

interface Props {
  photos: readonly Photo[];
  /** Each photo's alternative text, in the photos' order. */
  alts: readonly string[];
  /** The photo it opens on. */
  start: number;
  /** The dialog's name ("Photos of …"). */
  label: string;
  onClose: () => void;
}

const DOUBLE_TAP_MS = 300;
const ZOOMED = 2.5;
const BUTTON =
  "inline-flex size-12 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40";

/**
 * A design's photos full screen (issue 23): a modal <dialog> (the browser keeps the focus in it
 * and Escape closes it), one photo at a time at the screen's size. Arrow keys, the buttons or a
 * swipe go to the next or previous photo; pinch, a double tap, the zoom button or + and − zoom
 * up to MAX_ZOOM, and a zoomed photo is dragged to see its parts. Loaded only when opened.
 */
export default function PhotoViewer({ photos, alts, start, label, onClose }: Props) {
  const o = inLocale(useLocale());
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    startPan: Pan;
    pinchFrom?: { distance: number; zoom: number };
    lastTap: number;
  }>({ startX: 0, startY: 0, startPan: { x: 0, y: 0 }, lastTap: 0 });
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    d.showModal();
    const closed = () => onClose();
    d.addEventListener("close", closed);
    return () => {
      d.removeEventListener("close", closed);
      if (d.open) d.close();
    };
  }, [onClose]);

  const go = (step: number) => {
    setIndex((i) => Math.min(photos.length - 1, Math.max(0, i + step)));
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  const zoomTo = (next: number) => {
    const z = Math.min(MAX_ZOOM, Math.max(1, next));
    setZoom(z);
    setPan((p) => (z === 1 ? { x: 0, y: 0 } : clampPan(p, z, frameSize())));
  };
  const frameSize = () => {
    const r = frame.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0 };
  };

  // On the document: a button disabled under the focus (the last photo's Next) leaves the
  // focus on the page's body, outside the dialog.
  useEffect(() => {
    const heard = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") go(1);
      else if (e.key === "ArrowLeft") go(-1);
      else if (e.key === "+" || e.key === "=") zoomTo(zoom * 1.5);
      else if (e.key === "-") zoomTo(zoom / 1.5);
      else if (e.key === "0") zoomTo(1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", heard);
    return () => document.removeEventListener("keydown", heard);
  });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    try {
      // The moves of a finger that leaves the frame still count.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Not an active pointer (an event a script made): nothing to capture.
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (pointers.current.size === 2) {
      g.pinchFrom = { distance: distance(), zoom };
      return;
    }
    g.startX = e.clientX;
    g.startY = e.clientY;
    g.startPan = pan;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (g.pinchFrom && pointers.current.size === 2) {
      zoomTo(pinchedZoom(g.pinchFrom.zoom, g.pinchFrom.distance, distance()));
    } else if (zoom > 1 && pointers.current.size === 1) {
      setPan(
        clampPan(
          { x: g.startPan.x + e.clientX - g.startX, y: g.startPan.y + e.clientY - g.startY },
          zoom,
          frameSize(),
        ),
      );
    }
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (g.pinchFrom) {
      if (pointers.current.size === 0) g.pinchFrom = undefined;
      return;
    }
    const dx = e.clientX - g.startX;
    const dy = e.clientY - g.startY;
    if (zoom === 1) {
      const step = swipeStep(dx, dy);
      if (step !== 0) return go(step);
    }
    if (Math.abs(dx) < SWIPE_PX / 4 && Math.abs(dy) < SWIPE_PX / 4) {
      // A tap: a second one soon after zooms in there, or back out.
      const now = e.timeStamp;
      if (now - g.lastTap < DOUBLE_TAP_MS) {
        zoomTo(zoom > 1 ? 1 : ZOOMED);
        g.lastTap = 0;
      } else g.lastTap = now;
    }
  };

  const photo = photos[index]!;
  return (
    <dialog
      ref={dialog}
      aria-label={label}
      data-testid="photo-viewer"
      data-index={index}
      data-zoom={zoom}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div
        ref={frame}
        className="absolute inset-0 touch-none select-none overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <picture>
          {photo.sources && <source type="image/avif" srcSet={photo.sources.avif} sizes="100vw" />}
          <img
            src={photo.src}
            srcSet={photo.sources?.webp}
            sizes={photo.sources ? "100vw" : undefined}
            alt={alts[index]}
            width={photo.width}
            height={photo.height}
            draggable={false}
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
            className="size-full object-contain transition-transform duration-100"
          />
        </picture>
      </div>
      <p
        aria-live="polite"
        className="absolute left-4 top-4 rounded-full bg-black/60 px-3 py-1.5 text-sm"
      >
        {m.viewer_count({ number: index + 1, count: photos.length }, o)}
      </p>
      <div className="absolute right-3 top-3 flex gap-2">
        <button
          type="button"
          className={BUTTON}
          aria-label={zoom > 1 ? m.viewer_zoom_out({}, o) : m.viewer_zoom_in({}, o)}
          onClick={() => zoomTo(zoom > 1 ? 1 : ZOOMED)}
        >
          {zoom > 1 ? (
            <ZoomOut className="size-6" aria-hidden="true" />
          ) : (
            <ZoomIn className="size-6" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-label={m.viewer_close({}, o)}
          onClick={() => dialog.current?.close()}
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      {photos.length > 1 && (
        <div className="absolute inset-x-3 bottom-6 flex justify-between">
          <button
            type="button"
            className={BUTTON}
            aria-label={m.viewer_previous({}, o)}
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            <ChevronLeft className="size-7" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={BUTTON}
            aria-label={m.viewer_next({}, o)}
            disabled={index === photos.length - 1}
            onClick={() => go(1)}
          >
            <ChevronRight className="size-7" aria-hidden="true" />
          </button>
        </div>
      )}
    </dialog>
  );
}
