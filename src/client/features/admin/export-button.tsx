import { Download } from "lucide-react";
import { useState } from "react";
import { useToast } from "../../ui/toast";
import { Button } from "./button";
import type { AdminDownload } from "./use-admin-session";

/** Downloads a CSV export of what the list shows (its filter is in `path`'s query). */
export function ExportButton({
  download,
  path,
  label = "Export CSV",
}: {
  download: AdminDownload;
  path: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const r = await download(path);
        setBusy(false);
        if (!r.ok && r.status !== 401)
          toast({ title: "Export failed", description: r.error, variant: "destructive" });
      }}
    >
      <Download className="size-4" aria-hidden="true" /> {busy ? "Preparing…" : label}
    </Button>
  );
}
