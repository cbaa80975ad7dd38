import { useEffect, useState } from "react";

/**
 * The browser's print of one part of the back office: while it prints, <html data-printing>
 * names the part (app.css hides the rest: "document" a bill's or a quote's sheet, "job-card" a
 * job card), and the page is as it was afterwards. Returns whether it is printing and the
 * function that prints.
 */
export function usePrinting(part: "document" | "job-card"): [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.dataset.printing = part;
    const done = () => {
      delete root.dataset.printing;
      setPrinting(false);
    };
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => {
      window.removeEventListener("afterprint", done);
      delete root.dataset.printing;
    };
  }, [printing, part]);
  return [printing, () => setPrinting(true)];
}
