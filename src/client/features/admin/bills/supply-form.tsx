import { Plus, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import type { AdminOrder } from "../../../../shared/admin";
import type { OrderDocumentsAnswer } from "../../../../shared/billing/documents";
import { GST_STATES, gstStateNamed, gstStateOf } from "../../../../shared/billing/gst-states";
import { IssueSupplySchema, type IssueSupplyInput } from "../../../../shared/billing/issue-input";
import { DEFAULT_LINE_KIND } from "../../../../shared/billing/line-kinds";
import {
  formatPaise,
  paiseAsDecimal,
  paiseOfRupees,
  parsePaise,
} from "../../../../shared/billing/money";
import { placeOfSupply, type Handover } from "../../../../shared/billing/place-of-supply";
import { ratePercent } from "../../../../shared/billing/tax-rates";
import type { TaxRulesAnswer } from "../../../../shared/billing/tax-rule-input";
import { taxLines } from "../../../../shared/billing/tax-lines";
import { todayInIndia } from "../../../../shared/dates";
import { EN, inLocale, m } from "../../../../shared/messages";
import { itemLabel } from "../../../../shared/order-items";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { CheckboxInput, FormError, SelectInput, TextInput, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { DOCUMENT_PROBLEMS } from "./bill-problems";
import { documentTitle } from "./document-titles";
import type { Issue } from "./issue-step";

interface LineDraft {
  description: string;
  code: string;
  unit: string;
  quantity: string;
  price: string;
  discount: string;
}

/**
 * The order's pieces as the invoice's first lines: each with its design's HSN/SAC (Settings →
 * Tax rules), its quantity, and for a single piece the order's amount as its price.
 */
function linesOf(order: AdminOrder, rules: TaxRulesAnswer): LineDraft[] {
  const kindOf = (designId: number | null) =>
    rules.designs.find((d) => d.id === designId)?.lineKind ?? DEFAULT_LINE_KIND;
  const one = order.items.length === 1 ? order.items[0] : undefined;
  return order.items.map((item) => {
    const kind = rules.lineKinds.find((k) => k.key === kindOf(item.designId));
    const whole = one && paiseOfRupees(order.amountRupees) % one.quantity === 0;
    return {
      description: itemLabel({ ...item, quantity: 1 }),
      code: kind?.code ?? "",
      unit: kind?.unit ?? "PCS",
      quantity: String(item.quantity),
      price: whole ? paiseAsDecimal(paiseOfRupees(order.amountRupees) / one.quantity) : "",
      discount: "0",
    };
  });
}

const EMPTY_LINE: LineDraft = {
  description: "",
  code: "",
  unit: "PCS",
  quantity: "1",
  price: "",
  discount: "0",
};

/**
 * The tax invoice (or bill of supply, or bill) of an order: how it left the boutique (the
 * place of supply, or another with a reason), her details (her GSTIN for a shop), the lines.
 * "Review" shows the taxes as the rules in force compute them; "Issue" sends it.
 */
export function SupplyForm({
  order,
  answer,
  call,
  onIssue,
  onClose,
}: {
  order: AdminOrder;
  answer: OrderDocumentsAnswer;
  call: AdminCall;
  onIssue: (issue: Issue) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const [rules, setRules] = useState<TaxRulesAnswer | null>(null);
  const [handover, setHandover] = useState<Handover>("at-boutique");
  const [override, setOverride] = useState(false);
  const [placeCode, setPlaceCode] = useState(answer.business.stateCode ?? "08");
  const [placeReason, setPlaceReason] = useState("");
  const [recipient, setRecipient] = useState({
    name: order.customerName,
    address: [order.address.line, order.address.city, order.address.postalCode]
      .filter(Boolean)
      .join(", "),
    state: order.address.state,
    gstin: "",
  });
  const [pricesIncludeTax, setPricesIncludeTax] = useState(true);
  const [lines, setLines] = useState<LineDraft[] | null>(null);
  const server = useServerAction({
    labels: {
      handover: m.admin_bills_handover({}, o),
      "placeOfSupply.stateCode": m.admin_bills_place_state({}, o),
      "placeOfSupply.reason": m.admin_bills_place_reason({}, o),
      "recipient.name": m.admin_bills_recipient_name({}, o),
      "recipient.address": m.admin_bills_recipient_address({}, o),
      "recipient.state": m.admin_bills_recipient_state({}, o),
      "recipient.gstin": m.admin_bills_recipient_gstin({}, o),
      "lines.*.description": m.admin_bills_line_description({}, o),
      "lines.*.code": m.admin_bills_line_code({}, o),
      "lines.*.unit": m.admin_bills_line_unit({}, o),
      "lines.*.quantity": m.admin_bills_line_quantity({}, o),
      "lines.*.unitPaise": m.admin_bills_line_price({}, o),
      "lines.*.discountPaise": m.admin_bills_line_discount({}, o),
    },
    known: DOCUMENT_PROBLEMS,
  });
  useEffect(() => {
    void call<TaxRulesAnswer>("/billing/tax-rules").then((r) => {
      if (!r.ok) return;
      setRules(r.data);
      setLines((shown) => shown ?? linesOf(order, r.data));
    });
  }, [call, order]);

  const title = documentTitle(answer.supplyKind ?? "tax-invoice", locale);
  const setLine = (i: number, key: keyof LineDraft) => (value: string) =>
    setLines((ls) => ls && ls.map((l, j) => (j === i ? { ...l, [key]: value } : l)));

  function review(event: FormEvent) {
    event.preventDefault();
    if (!lines || !rules) return;
    const typed = [];
    for (const [i, l] of lines.entries()) {
      const quantity = /^\d{1,3}$/.test(l.quantity.trim()) ? Number(l.quantity) : NaN;
      if (!Number.isInteger(quantity))
        return server.refuse({
          error: m.admin_bills_quantity_invalid({}, EN),
          field: `lines.${i}.quantity`,
        });
      const unitPaise = parsePaise(l.price);
      if (unitPaise === null)
        return server.refuse({
          error: m.admin_bills_amount_invalid({ field: "Price" }, EN),
          field: `lines.${i}.unitPaise`,
        });
      const discountPaise = parsePaise(l.discount || "0");
      if (discountPaise === null)
        return server.refuse({
          error: m.admin_bills_amount_invalid({ field: "Discount" }, EN),
          field: `lines.${i}.discountPaise`,
        });
      typed.push({
        description: l.description,
        code: l.code,
        unit: l.unit,
        quantity,
        unitPaise,
        discountPaise,
      });
    }
    const checked = checkInput(IssueSupplySchema, {
      handover,
      ...(override ? { placeOfSupply: { stateCode: placeCode, reason: placeReason } } : {}),
      recipient,
      pricesIncludeTax,
      lines: typed,
    });
    if (!checked.ok) return server.refuse(checked);
    const input: IssueSupplyInput = checked.data;
    // What the server will compute, shown before she confirms (the server computes it again).
    const boutique = answer.business.stateCode ?? "08";
    const place = placeOfSupply(
      boutique,
      {
        handover,
        deliveryState: input.recipient.state || order.address.state,
        ...(input.placeOfSupply ? { override: input.placeOfSupply } : {}),
      },
      answer.business.registration !== "unregistered",
    );
    if (!place.ok) return server.refuse({ error: place.error, field: place.field });
    const taxed = taxLines(input.lines, {
      rates: rules.rates,
      on: todayInIndia(),
      registration: answer.business.registration ?? "regular",
      interState: place.interState,
      pricesIncludeTax,
    });
    if (!taxed.ok)
      return server.refuse({ error: taxed.error, field: `lines.${taxed.line}.${taxed.field}` });
    const advances = answer.documents
      .filter((d) => d.kind === "receipt-voucher" && !d.cancelled)
      .reduce((sum, d) => sum + d.amountPaise, 0);
    const t = taxed.totals;
    onIssue({
      path: "supply",
      body: input,
      title,
      facts: [
        // The owners' place of supply with their reason, as the document will print it.
        m.admin_bills_review_place(
          {
            state: `${place.state[locale]} (${place.state.code})${place.basis === "override" ? `: ${place.reason}` : ""}`,
          },
          o,
        ),
        ...taxed.lines.map((l) =>
          m.admin_bills_review_line(
            {
              description: l.description,
              taxable: formatPaise(l.taxablePaise, locale),
              rate: ratePercent(l.rateBp),
              tax: formatPaise(l.cgstPaise + l.sgstPaise + l.igstPaise, locale),
            },
            o,
          ),
        ),
        `${m.admin_bills_review_taxable({}, o)}: ${formatPaise(t.taxablePaise, locale)}`,
        `${m.admin_bills_review_tax({}, o)}: ${formatPaise(t.cgstPaise + t.sgstPaise + t.igstPaise, locale)}`,
        `${m.admin_bills_review_total({}, o)}: ${formatPaise(t.totalPaise, locale)}`,
        ...(advances > 0
          ? [
              `${m.admin_bills_review_advances({}, o)}: ${formatPaise(advances, locale)}`,
              `${m.admin_bills_review_due({}, o)}: ${formatPaise(Math.max(0, t.totalPaise - advances), locale)}`,
            ]
          : []),
      ],
    });
  }

  const linesTotal =
    lines?.reduce((sum, l) => {
      const price = parsePaise(l.price) ?? 0;
      const discount = parsePaise(l.discount || "0") ?? 0;
      return sum + price * (Number(l.quantity) || 0) - discount;
    }, 0) ?? 0;
  // A refusal of a field the form shows is said beside it; any other above the buttons.
  const shownField =
    /^(lines\.\d+\.|recipient\.)/.test(server.field) ||
    (override && server.field.startsWith("placeOfSupply"));
  const stateOptions = GST_STATES.map((s) => ({
    value: s.code,
    label: `${s[locale]} (${s.code})`,
  }));
  const delivery = gstStateNamed(recipient.state) ?? gstStateOf(answer.business.stateCode ?? "");

  return (
    <form
      onSubmit={review}
      noValidate
      aria-label={m.admin_bills_supply_heading({ title, orderId: order.orderId }, o)}
      className="mt-3 space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      <h4 className="font-semibold text-maroon-800">
        {m.admin_bills_supply_heading({ title, orderId: order.orderId }, o)}
      </h4>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{m.admin_bills_handover({}, o)}</legend>
        {(["at-boutique", "sent"] as const).map((h) => (
          <label key={h} className="mr-4 inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="handover"
              checked={handover === h}
              onChange={() => setHandover(h)}
              className="size-4 accent-maroon-700"
            />
            {h === "at-boutique"
              ? m.admin_bills_handover_at_boutique({}, o)
              : m.admin_bills_handover_sent({}, o)}
            {h === "sent" && delivery && <span className="text-ink/70">({delivery[locale]})</span>}
          </label>
        ))}
        <CheckboxInput
          label={m.admin_bills_place_other({}, o)}
          checked={override}
          onChange={setOverride}
        />
        {override && (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectInput
              label={m.admin_bills_place_state({}, o)}
              value={placeCode}
              options={stateOptions}
              onChange={setPlaceCode}
              error={server.errorFor("placeOfSupply.stateCode")}
            />
            <TextInput
              label={m.admin_bills_place_reason({}, o)}
              required
              maxLength={200}
              value={placeReason}
              onChange={setPlaceReason}
              error={server.errorFor("placeOfSupply.reason")}
            />
          </div>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={m.admin_bills_recipient_name({}, o)}
          required
          maxLength={120}
          value={recipient.name}
          onChange={(name) => setRecipient((r) => ({ ...r, name }))}
          error={server.errorFor("recipient.name")}
        />
        <TextInput
          label={m.admin_bills_recipient_gstin({}, o)}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          value={recipient.gstin}
          onChange={(gstin) => setRecipient((r) => ({ ...r, gstin }))}
          error={server.errorFor("recipient.gstin")}
          hint={m.admin_bills_recipient_gstin_hint({}, o)}
        />
        <TextInput
          label={m.admin_bills_recipient_address({}, o)}
          maxLength={300}
          value={recipient.address}
          onChange={(address) => setRecipient((r) => ({ ...r, address }))}
          error={server.errorFor("recipient.address")}
        />
        <TextInput
          label={m.admin_bills_recipient_state({}, o)}
          maxLength={60}
          value={recipient.state}
          onChange={(state) => setRecipient((r) => ({ ...r, state }))}
          error={server.errorFor("recipient.state")}
        />
      </div>
      <CheckboxInput
        label={m.admin_bills_prices_include({}, o)}
        hint={m.admin_bills_prices_include_hint({}, o)}
        checked={pricesIncludeTax}
        onChange={setPricesIncludeTax}
      />
      {lines === null ? (
        <p className="text-sm text-ink/70">{m.admin_loading({}, o)}</p>
      ) : (
        <ol className="space-y-3">
          {lines.map((l, i) => (
            <li
              key={i}
              aria-label={m.admin_bills_line({ n: i + 1 }, o)}
              data-testid="supply-line"
              className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-6"
            >
              <TextInput
                label={m.admin_bills_line_description({}, o)}
                required
                maxLength={200}
                value={l.description}
                onChange={setLine(i, "description")}
                error={server.errorFor(`lines.${i}.description`)}
                className="sm:col-span-3"
              />
              <TextInput
                label={m.admin_bills_line_code({}, o)}
                required
                inputMode="numeric"
                maxLength={8}
                value={l.code}
                onChange={setLine(i, "code")}
                error={server.errorFor(`lines.${i}.code`)}
              />
              <TextInput
                label={m.admin_bills_line_unit({}, o)}
                required
                maxLength={8}
                value={l.unit}
                onChange={setLine(i, "unit")}
                error={server.errorFor(`lines.${i}.unit`)}
              />
              <TextInput
                label={m.admin_bills_line_quantity({}, o)}
                required
                inputMode="numeric"
                maxLength={3}
                value={l.quantity}
                onChange={setLine(i, "quantity")}
                error={server.errorFor(`lines.${i}.quantity`)}
              />
              <TextInput
                label={m.admin_bills_line_price({}, o)}
                required
                inputMode="decimal"
                value={l.price}
                onChange={setLine(i, "price")}
                error={server.errorFor(`lines.${i}.unitPaise`)}
                className="sm:col-span-2"
              />
              <TextInput
                label={m.admin_bills_line_discount({}, o)}
                inputMode="decimal"
                value={l.discount}
                onChange={setLine(i, "discount")}
                error={server.errorFor(`lines.${i}.discountPaise`)}
                className="sm:col-span-2"
              />
              {lines.length > 1 && (
                <div className="flex items-end sm:col-span-2">
                  <Button
                    variant="outline"
                    className="text-sm"
                    onClick={() => setLines((ls) => ls && ls.filter((_, j) => j !== i))}
                  >
                    <X className="size-4" aria-hidden="true" />{" "}
                    {m.admin_bills_line_remove({ n: i + 1 }, o)}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          className="text-sm"
          onClick={() => setLines((ls) => [...(ls ?? []), EMPTY_LINE])}
        >
          <Plus className="size-4" aria-hidden="true" /> {m.admin_bills_line_add({}, o)}
        </Button>
        <span className="text-sm text-ink/70" data-testid="lines-total">
          {m.admin_bills_lines_match(
            {
              lines: formatPaise(linesTotal, locale),
              order: formatPaise(paiseOfRupees(order.amountRupees), locale),
            },
            o,
          )}
        </span>
      </div>
      <FormError message={shownField ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!lines || !rules}>
          {m.admin_bills_review({}, o)}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.admin_bills_close({}, o)}
        </Button>
      </div>
    </form>
  );
}
