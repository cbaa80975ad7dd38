import { formatIndianDate, formatIndianDateTime, formatRupees } from "../../shared/order-format";
import type { CustomerExport } from "../../shared/privacy-admin";

/** Text made safe for HTML: everything she or an owner typed goes through here. */
const esc = (value: unknown): string =>
  String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const table = (heads: string[], rows: unknown[][]): string =>
  rows.length === 0
    ? "<p>None.</p>"
    : `<table><thead><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;

const when = (iso: string | null) => (iso ? formatIndianDateTime(iso) : "");

/**
 * Her export as a page she can read and print (the owners download it and hand it over or
 * print it): the same content as the JSON, every value escaped, no script, styles inline.
 */
export function exportHtml(data: CustomerExport): string {
  const c = data.customer;
  const address = [c.address.line, c.address.city, c.address.state, c.address.postalCode]
    .filter(Boolean)
    .join(", ");
  const sections = [
    `<h2>Her details</h2>${table(
      ["Name", "Phone", "E-mail", "Address", "Type", "Notes", "Language", "Customer since"],
      [
        [
          c.name,
          c.phone,
          c.email,
          address,
          c.type,
          c.notes,
          c.messaging.language,
          when(c.createdAt),
        ],
      ],
    )}`,
    `<h2>Consents</h2>${table(
      ["What", "Given", "Through", "Withdrawn", "Through"],
      data.consents.map((k) => [
        k.purpose,
        when(k.givenAt),
        k.givenThrough,
        when(k.withdrawnAt),
        k.withdrawnThrough ?? "",
      ]),
    )}`,
    `<h2>Measurements</h2>${table(
      ["Version", "Taken", "Unit", "Sizes", "Note"],
      data.measurements.map((v) => [
        v.version,
        when(v.recordedAt),
        v.unit,
        Object.entries(v.values)
          .map(([k, n]) => `${k}: ${String(n)}`)
          .join(", "),
        v.note,
      ]),
    )}`,
    `<h2>Orders</h2>${
      data.orders.length === 0
        ? "<p>None.</p>"
        : data.orders
            .map(
              ({ order: o, payments, photos }) =>
                `<h3>${esc(o.orderId)}</h3>${table(
                  ["Ordered", "Expected", "Status", "Items", "Amount", "Delivery address"],
                  [
                    [
                      formatIndianDate(o.orderDate),
                      formatIndianDate(o.expectedDelivery),
                      o.currentStatus,
                      o.items
                        .map((i) => `${i.quantity} × ${i.name}${i.note ? ` (${i.note})` : ""}`)
                        .join("; "),
                      formatRupees(o.amountRupees),
                      [o.address.line, o.address.city, o.address.state, o.address.postalCode]
                        .filter(Boolean)
                        .join(", "),
                    ],
                  ],
                )}${table(
                  ["Paid on", "Amount", "Method", "Reference"],
                  payments.map((p) => [
                    formatIndianDate(p.paidOn),
                    formatRupees(p.amountRupees),
                    p.method,
                    p.reference,
                  ]),
                )}${
                  photos.length === 0
                    ? ""
                    : `<h4>Photos of her piece</h4>${table(
                        ["Added", "Step", "Shown to her", "Size (pixels)"],
                        photos.map((p) => [
                          when(p.addedAt),
                          o.productionSteps.find((s) => s.id === p.stepId)?.name ?? "The order",
                          p.forHer ? "Yes" : "No",
                          `${p.width} × ${p.height}`,
                        ]),
                      )}`
                }`,
            )
            .join("")
    }`,
    `<h2>Messages she sent</h2>${table(
      ["Received", "Subject", "Message"],
      data.contactMessages.map((m) => [when(m.receivedAt), m.subject, m.message]),
    )}`,
    `<h2>Her enquiries for a quote</h2>${table(
      ["Received", "Reference", "Designs", "Quantity", "Needed by", "Note"],
      data.quoteEnquiries.map((e) => [
        when(e.receivedAt),
        e.reference,
        e.designs.join(", "),
        String(e.quantity),
        e.neededBy ?? "",
        e.note,
      ]),
    )}`,
    `<h2>Messages sent to her</h2>${table(
      ["Created", "Channel", "To", "Text", "State"],
      data.messagesToHer.map((m) => [when(m.createdAt), m.channel, m.to, m.body, m.state]),
    )}`,
    `<h2>The owners' notices that mention her</h2>${table(
      ["Created", "Text"],
      data.ownerNoticesAboutHer.map((m) => [when(m.createdAt), m.body]),
    )}`,
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(`Data held about ${c.name}`)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ccc}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}
th{background:#f5f0e6}@media print{body{margin:0}}</style></head><body>
<h1>${esc(`Data ${data.boutique.name} holds about ${c.name}`)}</h1>
<p>${esc(`Exported ${when(data.exportedAt)} by ${data.exportedBy}. Questions: ${data.boutique.email}.`)}</p>
${sections.join("\n")}
</body></html>
`;
}
