import type { DocumentSheet } from "../../../../shared/billing/document-sheet";
import { LANGUAGE_TAGS } from "../../../../shared/locale";
import { WITH_HINDI_FONT } from "../hindi-font";
import { mediaUrl } from "./signature-field";

/**
 * A document's A4 page as the PDF draws it (server/billing/document-pdf.ts), from the same
 * DocumentSheet: the print view of the back office. 210 mm wide; on a phone the screen shows
 * it scaled down rather than reflowed, so what she sees is what prints.
 */
export function DocumentSheetView({ sheet }: { sheet: DocumentSheet }) {
  return (
    <article
      lang={LANGUAGE_TAGS[sheet.language]}
      data-testid="document-sheet"
      // The PDF's face (Noto Sans Devanagari) for her Devanagari, whatever the owner's language.
      style={WITH_HINDI_FONT}
      className="document-sheet mx-auto box-border w-[210mm] min-h-[297mm] bg-white p-[12mm] text-[9pt] leading-snug text-[#1f1410] shadow-md print:shadow-none"
    >
      {sheet.sample && (
        <p
          className="mb-3 rounded bg-[#fbf1d9] p-2 font-bold text-[#7f5e14]"
          data-testid="sheet-sample"
        >
          {sheet.sample}
        </p>
      )}
      {sheet.cancelled && (
        <p
          className="mb-3 rounded bg-[#fde2e2] p-2 font-bold text-[#9b1c1c]"
          data-testid="sheet-cancelled"
        >
          {sheet.cancelled}
        </p>
      )}
      <header className="flex justify-between gap-4 border-b-2 border-[#5c1622] pb-3">
        <div className="w-[55%]">
          <p className="text-[15pt] font-bold text-[#5c1622]">{sheet.supplier.name}</p>
          {sheet.supplier.tradeName && sheet.supplier.tradeName !== sheet.supplier.name && (
            <p className="text-[10pt] text-[#5b4a42]">{sheet.supplier.tradeName}</p>
          )}
          {sheet.supplier.lines.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <div className="w-[45%] text-right">
          <h1
            style={WITH_HINDI_FONT}
            className="text-[15pt] leading-tight font-bold text-[#5c1622]"
          >
            {sheet.titleLocal && <span className="block">{sheet.titleLocal}</span>}
            <span className="block" lang="en">
              {sheet.title}
            </span>
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-left">
            {sheet.facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-[7.5pt] text-[#5b4a42]">{label}</dt>
                <dd className="text-right font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <section className="mt-3">
        <h2 style={WITH_HINDI_FONT} className="font-bold text-[#5c1622]">
          {sheet.recipient.heading}
        </h2>
        <dl className="grid grid-cols-[46mm_1fr] gap-x-2">
          {sheet.recipient.lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-[7.5pt] text-[#5b4a42]">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {sheet.table && (
        <table className="mt-3 w-full border-collapse text-[7.5pt]">
          <colgroup>
            {sheet.table.columns.map((c, i) => (
              <col key={i} style={{ width: `${c.width}%` }} />
            ))}
          </colgroup>
          <thead className="bg-[#f3dda6] text-[6.5pt]">
            <tr>
              {sheet.table.columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`p-1 font-bold ${c.align === "right" ? "text-right" : "text-left"}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.table.rows.map((row, r) => (
              <tr key={r} className="border-b border-[#b9a89a]" data-testid="sheet-line">
                {row.map((text, i) => (
                  <td
                    key={i}
                    className={`p-1 align-top ${sheet.table!.columns[i]!.align === "right" ? "text-right" : "text-left"}`}
                  >
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-3 ml-auto w-[60%]" data-testid="sheet-totals">
        {sheet.totals.map((t) => (
          <div
            key={t.label}
            className={`flex justify-between gap-2 px-1 py-0.5 ${t.strong ? "bg-[#fbf1d9] text-[10pt] font-bold" : ""}`}
          >
            <dt>{t.label}</dt>
            <dd className="whitespace-nowrap">{t.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 space-y-0.5">
        {sheet.notes.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <section className="mt-3">
        <h2 style={WITH_HINDI_FONT} className="text-[8pt] font-bold text-[#5c1622]">
          {sheet.wordsHeading}
        </h2>
        {sheet.words.map((text) => (
          <p key={text} className="text-[9pt]" data-testid="sheet-words">
            {text}
          </p>
        ))}
      </section>
      {sheet.bank.length > 0 && (
        <div className="mt-3">
          {sheet.bank.map(([label, value]) => (
            <p key={label}>
              {label}: {value}
            </p>
          ))}
        </div>
      )}
      {sheet.terms && <p className="mt-3 text-[7.5pt] whitespace-pre-line">{sheet.terms}</p>}
      <div className="mt-6 ml-auto w-[200pt] text-center">
        <p className="font-bold">{sheet.signature.forName}</p>
        <div className="flex h-[44pt] items-center justify-center">
          {sheet.signature.imageKey && (
            <img
              src={mediaUrl(sheet.signature.imageKey)}
              alt=""
              className="max-h-[40pt] max-w-[120pt]"
            />
          )}
        </div>
        <p className="border-t border-[#b9a89a] pt-1">{sheet.signature.signatory}</p>
        <p className="text-[7.5pt] text-[#5b4a42]">{sheet.signature.label}</p>
      </div>
      <footer className="mt-6 border-t border-[#b9a89a] pt-1 text-[6.5pt] text-[#5b4a42]">
        {sheet.footer.join(" · ")}
      </footer>
    </article>
  );
}
