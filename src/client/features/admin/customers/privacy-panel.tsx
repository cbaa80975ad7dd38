import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { CustomerRecord } from "../../../../shared/customers";
import type { ErasureCounts } from "../../../../shared/privacy-admin";
import { useToast } from "../../../ui/toast";
import { Button } from "../button";
import { ExportButton } from "../export-button";
import { FormError, TextInput } from "../form-parts";
import type { AdminCall, AdminDownload } from "../use-admin-session";

/**
 * Her rights on her request (SECURITY.md, Privacy): everything held about her as JSON and as a
 * page to print, and her erasure, confirmed by typing her name as recorded.
 */
export function PrivacyPanel({
  customer,
  call,
  download,
  onErased,
}: {
  customer: CustomerRecord;
  call: AdminCall;
  download: AdminDownload;
  onErased: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const path = `/customers/${customer.id}`;
  const erase = async () => {
    setBusy(true);
    const r = await call<{ erased: ErasureCounts }>(`${path}/erase`, {
      method: "POST",
      body: { confirmName: typed },
    });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    toast({
      title: "Customer erased",
      description: `Her data is gone; ${r.data.erased.ordersAnonymised} order(s) keep only what the tax law requires.`,
    });
    onErased();
  };
  return (
    <section aria-labelledby="customer-privacy-heading" className="mt-8">
      <h3 id="customer-privacy-heading" className="text-xl font-semibold text-maroon-800">
        Her data
      </h3>
      <p className="mt-1 text-sm text-ink/70">
        On her request: a copy of everything held about her, or her erasure.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ExportButton
          download={download}
          path={`${path}/export.json`}
          label="Export her data (JSON)"
        />
        <ExportButton
          download={download}
          path={`${path}/export.html`}
          label="Page to print (HTML)"
        />
        {!confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" /> Erase her…
          </Button>
        )}
      </div>
      {confirming && (
        <form
          aria-label="Erase customer"
          className="mt-4 space-y-3 rounded-xl border border-red-300 bg-red-50 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void erase();
          }}
        >
          <p className="text-sm">
            Her record, measurements, history, consents, the messages she sent and the messages to
            her are deleted or emptied. Her orders stay for the accounts with only what the GST
            invoice must show. This cannot be undone.
          </p>
          <TextInput
            label={`Type her name to confirm: ${customer.name}`}
            value={typed}
            onChange={(v) => {
              setTyped(v);
              setError("");
            }}
            autoComplete="off"
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="danger"
              disabled={busy || typed.trim() !== customer.name.trim()}
            >
              {busy ? "Erasing…" : "Erase her data"}
            </Button>
            <Button variant="outline" type="button" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
