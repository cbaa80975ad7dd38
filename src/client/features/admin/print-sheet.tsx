import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button";
import { usePrinting } from "./use-printing";

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
  const [printing, print] = usePrinting("job-card");
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={print}>
        <Printer className="size-4" aria-hidden="true" /> {label}
      </Button>
      {printing && createPortal(sheet, document.body)}
    </>
  );
}
