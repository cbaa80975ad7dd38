import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { BusinessPanel } from "./business-panel";
import { TaxRulesPanel } from "./tax-rules-panel";

const CARD = "rounded-2xl border border-gold-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2";

/** Settings' cards for the bills (issue 26 §1): the business on every document, the tax rules. */
export function BillsSettings({ call, token }: { call: AdminCall; token: string | undefined }) {
  const o = inLocale(useAdminLocale());
  return (
    <>
      <section aria-labelledby="settings-business" className={CARD}>
        <h3 id="settings-business" className="text-lg font-semibold text-maroon-800">
          {m.admin_bills_business_heading({}, o)}
        </h3>
        <BusinessPanel call={call} token={token} />
      </section>
      <section aria-labelledby="settings-tax-rules" className={CARD}>
        <h3 id="settings-tax-rules" className="text-lg font-semibold text-maroon-800">
          {m.admin_bills_rules_heading({}, o)}
        </h3>
        <TaxRulesPanel call={call} />
      </section>
    </>
  );
}
