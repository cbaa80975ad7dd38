import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { CustomerRecord } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import type { ErasureCounts } from "../../../../shared/privacy-admin";
import { Button } from "../button";
import { forgetDraftsAbout } from "../draft-store";
import { ExportButton } from "../export-button";
import { FormError, TextInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { CUSTOMER_PROBLEMS } from "./customer-problems";

/**
 * Her rights on her request (SECURITY.md, Privacy): everything held about her as JSON and as a
 * page to print, and her erasure, confirmed by typing her name as recorded. The server cannot
 * reach the browsers' drafts; those about her in this one go with the erasure done from it.
 */
export function PrivacyPanel({
  customer,
  orderIds,
  call,
  download,
  onErased,
}: {
  customer: CustomerRecord;
  /** Her orders' IDs: their payment, note and refund drafts concern her. */
  orderIds: readonly string[];
  call: AdminCall;
  download: AdminDownload;
  onErased: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const path = `/customers/${customer.id}`;
  const erase = async () => {
    setBusy(true);
    const r = await call<{ erased: ErasureCounts }>(`${path}/erase`, {
      method: "POST",
      body: { confirmName: typed },
    });
    setBusy(false);
    if (!r.ok) return setError(problemText(locale, r, { known: CUSTOMER_PROBLEMS }));
    forgetDraftsAbout({ ...customer, orderIds });
    toast({
      title: m.admin_customers_privacy_erased({}, o),
      description: m.admin_customers_privacy_erased_description(
        { count: f.number(r.data.erased.ordersAnonymised) },
        o,
      ),
    });
    onErased();
  };
  return (
    <section aria-labelledby="customer-privacy-heading" className="mt-8">
      <h3 id="customer-privacy-heading" className="text-xl font-semibold text-maroon-800">
        {m.admin_customers_privacy_heading({}, o)}
      </h3>
      <p className="mt-1 text-sm text-ink/70">{m.admin_customers_privacy_intro({}, o)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ExportButton
          download={download}
          path={`${path}/export.json`}
          label={m.admin_customers_privacy_export_json({}, o)}
        />
        <ExportButton
          download={download}
          path={`${path}/export.html`}
          label={m.admin_customers_privacy_export_html({}, o)}
        />
        {!confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />{" "}
            {m.admin_customers_privacy_erase({}, o)}
          </Button>
        )}
      </div>
      {confirming && (
        <form
          aria-label={m.admin_customers_privacy_erase_form({}, o)}
          className="mt-4 space-y-3 rounded-xl border border-red-300 bg-red-50 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void erase();
          }}
        >
          <p className="text-sm">{m.admin_customers_privacy_erase_warning({}, o)}</p>
          <TextInput
            label={m.admin_customers_privacy_confirm({ name: customer.name }, o)}
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
              {busy
                ? m.admin_customers_privacy_erasing({}, o)
                : m.admin_customers_privacy_erase_button({}, o)}
            </Button>
            <Button variant="outline" type="button" onClick={() => setConfirming(false)}>
              {m.admin_customers_cancel({}, o)}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
