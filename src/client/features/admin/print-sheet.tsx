import { Printer } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button";

/**
 * Prints one sheet (a job card: its root has the class `job-card-print`, app.css): the sheet
 * alone, put at the end of the page while the browser prints, then the page as it was.
 */
export function PrintSheetButton({
  label,
  sheet,
  disabled = false,
}: {
  label: string;
  sheet: ReactNode;
  disabled?: boolean;
}) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.dataset.printing = "job-card";
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
  }, [printing]);
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setPrinting(true)}>
        <Printer className="size-4" aria-hidden="true" /> {label}
      </Button>
      {printing && createPortal(sheet, document.body)}
    </>
  );
}
