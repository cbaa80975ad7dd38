import { Plus } from "lucide-react";
import { useState } from "react";
import { formatPaise } from "../../../../shared/billing/money";
import { BUSINESS } from "../../../../shared/business";
import { inLocale, m } from "../../../../shared/messages";
import { KARIGAR_PLACES, type KarigarPlace } from "../../../../shared/workshop/karigar-input";
import type { KarigarSummary } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import { ContactLinks } from "../contact-links";
import { CheckboxInput, optionsOf, SelectInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  HEAD_CLASS,
  LineBreak,
  MARK_CLASS,
  OPEN_BUTTON_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
} from "../list-table";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "./use-workshop-read";
import { placeName, stepNameOf } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

type PlaceFilter = "all" | KarigarPlace;

/** The karigars and job-workers: who, where, their skills, open steps and what is owed. */
export function KarigarList({
  call,
  onOpen,
  onNew,
}: {
  call: AdminCall;
  onOpen: (karigarId: number) => void;
  onNew: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const read = useWorkshopRead<{ karigars: KarigarSummary[] }>(call, "/workshop/karigars");
  const [place, setPlace] = useState<PlaceFilter>("all");
  const [inactive, setInactive] = useState(false);
  const all = read.answer?.karigars ?? [];
  const shown = all.filter((k) => (place === "all" || k.place === place) && (inactive || k.active));
  return (
    <section aria-labelledby="karigars-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="karigars-heading" className="text-2xl font-bold text-maroon-800">
          {m.admin_workshop_karigars_heading({}, o)}
        </h2>
        <Button onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" /> {m.admin_workshop_add({}, o)}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <SelectInput<PlaceFilter>
          label={m.admin_workshop_place({}, o)}
          value={place}
          options={[
            { value: "all", label: m.admin_workshop_place_all({}, o) },
            ...optionsOf(KARIGAR_PLACES, (p) => placeName(p, locale)),
          ]}
          onChange={setPlace}
          className="w-48"
        />
        <div className="pb-2">
          <CheckboxInput
            label={m.admin_workshop_show_inactive({}, o)}
            checked={inactive}
            onChange={setInactive}
          />
        </div>
      </div>
      {read.error ? (
        <Notice error>{problemText(locale, read.error, { known: WORKSHOP_PROBLEMS })}</Notice>
      ) : !read.answer ? (
        <Notice>{m.admin_workshop_loading({}, o)}</Notice>
      ) : all.length === 0 ? (
        <Notice>{m.admin_workshop_empty({}, o)}</Notice>
      ) : shown.length === 0 ? (
        <Notice>{m.admin_workshop_none_match({}, o)}</Notice>
      ) : (
        <table data-testid="karigar-table" className={TABLE_CLASS}>
          <caption className="sr-only">{m.admin_workshop_karigars_heading({}, o)}</caption>
          <thead className="max-sm:hidden">
            <tr>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_workshop_col_name({}, o)}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_workshop_phone({}, o)}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_workshop_place({}, o)}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_workshop_skills_short({}, o)}
              </th>
              <th scope="col" className={`${HEAD_CLASS} text-right`}>
                {m.admin_workshop_col_open({}, o)}
              </th>
              <th scope="col" className={`${HEAD_CLASS} text-right`}>
                {m.admin_workshop_owed({}, o)}
              </th>
            </tr>
          </thead>
          <tbody className={BODY_CLASS}>
            {shown.map((k) => (
              <tr
                key={k.id}
                data-testid="karigar-row"
                className={`${ROW_CLASS} ${k.active ? "" : "text-ink/60"}`}
              >
                <td className={CELL}>
                  <button
                    type="button"
                    onClick={() => onOpen(k.id)}
                    aria-label={m.admin_workshop_open({ name: k.name }, o)}
                    className={`${OPEN_BUTTON_CLASS} max-sm:order-1 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate`}
                    translate="no"
                  >
                    {k.name}
                  </button>
                  {!k.active && (
                    <span
                      className={`${MARK_CLASS} mt-1 border-stone-300 bg-stone-100 text-stone-700 max-sm:order-2 max-sm:mt-0`}
                    >
                      {m.admin_workshop_inactive({}, o)}
                    </span>
                  )}
                </td>
                <td className={CELL}>
                  <span className="relative z-[1] block max-sm:order-5 [&_a>span]:max-sm:sr-only">
                    <ContactLinks
                      compact
                      name={k.name}
                      phone={k.phone}
                      email=""
                      subject={BUSINESS.name}
                    />
                  </span>
                </td>
                <td className={CELL}>
                  <span className="block max-sm:order-6 max-sm:text-ink/70">
                    {placeName(k.place, locale)}
                  </span>
                </td>
                <td className={`${CELL} max-sm:hidden`}>
                  {k.skills.map((s) => stepNameOf(s, locale)).join(", ") || "—"}
                </td>
                <td className={`${CELL} text-right`}>
                  <span
                    data-testid="karigar-open"
                    className="block max-sm:order-7 max-sm:text-ink/70"
                  >
                    {f.number(k.openSteps)}
                    <span className="sm:sr-only"> {m.admin_workshop_open_steps_short({}, o)}</span>
                  </span>
                </td>
                <td className={`${CELL} whitespace-nowrap text-right`}>
                  <span
                    data-testid="karigar-owed"
                    className={`block font-semibold max-sm:order-3 ${k.duePaise < 0 ? "text-red-700" : "text-ink"}`}
                  >
                    {formatPaise(k.duePaise, locale)}
                    <span className="sm:sr-only"> {m.admin_workshop_owed_short({}, o)}</span>
                  </span>
                  <LineBreak order="max-sm:order-4" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
