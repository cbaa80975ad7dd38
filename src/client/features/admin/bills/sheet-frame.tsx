import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { DocumentSheet } from "../../../../shared/billing/document-sheet";
import { usePrinting } from "../use-printing";
import { DocumentSheetView } from "./document-sheet-view";

/** 210 mm in CSS pixels. */
const A4_PX = 794;

/**
 * An A4 sheet on screen (a bill's, a quote's): on a screen narrower than A4 the whole page is
 * shown, scaled (never when printed), so what the owner sees is what prints.
 */
export function SheetFrame({ sheet }: { sheet: DocumentSheet }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const box = frame.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, box.clientWidth / A4_PX)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={frame} className="pb-4">
      <div
        style={{ "--sheet-zoom": scale } as CSSProperties}
        className="[zoom:var(--sheet-zoom)] print:[zoom:1]"
      >
        <DocumentSheetView sheet={sheet} />
      </div>
    </div>
  );
}

/** The browser's print of the sheet alone: call the returned function to print. */
export function usePrintSheet(): () => void {
  return usePrinting("document")[1];
}
