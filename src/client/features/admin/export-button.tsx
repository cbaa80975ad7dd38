import { Download } from "lucide-react";
import { useState } from "react";
import { inLocale, m } from "../../../shared/messages";
import { Button } from "./button";
import { useAdminLocale } from "./i18n/admin-locale";
import { useAdminToast } from "./i18n/admin-toast";
import { problemText } from "./i18n/problem-text";
import type { AdminDownload } from "./use-admin-session";

/** Downloads a CSV export of what the list shows (its filter is in `path`'s query). */
export function ExportButton({
  download,
  path,
  label,
}: {
  download: AdminDownload;
  path: string;
  /** In her language; "Export CSV" unless told. */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const r = await download(path);
        setBusy(false);
        if (!r.ok && r.status !== 401)
          toast({
            title: m.admin_export_failed({}, o),
            description: problemText(locale, r),
            variant: "destructive",
          });
      }}
    >
      <Download className="size-4" aria-hidden="true" />{" "}
      {busy ? m.admin_export_preparing({}, o) : (label ?? m.admin_export_csv({}, o))}
    </Button>
  );
}
