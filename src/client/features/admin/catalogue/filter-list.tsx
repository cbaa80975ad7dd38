import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  DESIGN_LIMITS,
  type AdminCatalogue,
  type FilterOption,
} from "../../../../shared/catalogue-admin";
import { groupLabels, type FilterGroup } from "../../../../shared/filter";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { INPUT, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import type { AdminCall } from "../use-admin-session";

interface Props {
  group: FilterGroup;
  options: FilterOption[];
  call: AdminCall;
  onAnswer: (catalogue: AdminCatalogue) => void;
}

const SMALL = "px-2 py-1 text-sm";

/** One filter list: its values with their use, rename, delete and order, and a value to add. */
export function FilterList({ group, options, call, onAnswer }: Props) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const o = inLocale(locale);
  const label = groupLabels(locale)[group].list;
  const list = { list: label };
  const action = useServerAction({
    labels: { value: m.admin_catalogue_value({}, o) },
    known: CATALOGUE_PROBLEMS,
  });
  const [adding, setAdding] = useState("");
  const [editing, setEditing] = useState<{ id: number; value: string } | null>(null);
  const base = `/catalogue/lists/${group}`;
  const send = async (path: string, init: { method: string; body?: unknown }) => {
    const result = await action.run(() => call<AdminCatalogue>(`${base}${path}`, init));
    if (result.ok) onAnswer(result.data);
    return result.ok;
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await send("", { method: "POST", body: { value: adding } })) setAdding("");
  };
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (editing && (await send(`/${editing.id}`, { method: "PATCH", body: editing })))
      setEditing(null);
  };
  const move = (at: number, by: -1 | 1) => {
    const ids = options.map((option) => option.id);
    [ids[at], ids[at + by]] = [ids[at + by]!, ids[at]!];
    void send("/order", { method: "PUT", body: { ids } });
  };

  return (
    <section
      aria-label={label}
      data-testid={`list-${group}`}
      className="rounded-2xl border border-gold-200 bg-white p-4"
    >
      <h4 className="font-semibold text-maroon-800">{label}</h4>
      <ul className="mt-2 divide-y divide-gold-100">
        {options.map((option, i) => {
          const value = { value: option.value };
          const designs = { count: f.number(option.designs) };
          return (
            <li
              key={option.id}
              className="flex flex-wrap items-center gap-2 py-2"
              data-testid="list-value"
            >
              {editing?.id === option.id ? (
                <form onSubmit={(e) => void rename(e)} className="flex flex-1 gap-2">
                  <input
                    aria-label={m.admin_catalogue_new_name_for(value, o)}
                    className={`${INPUT} mt-0`}
                    value={editing.value}
                    maxLength={DESIGN_LIMITS.value}
                    onChange={(e) => setEditing({ id: option.id, value: e.target.value })}
                  />
                  <Button
                    type="submit"
                    className={SMALL}
                    aria-label={m.admin_catalogue_save_new_name(value, o)}
                    disabled={action.pending}
                  >
                    <Check className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    className={SMALL}
                    aria-label={m.admin_catalogue_cancel_rename({}, o)}
                    onClick={() => setEditing(null)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </form>
              ) : (
                <>
                  <span className="flex-1">
                    <span translate="no">{option.value}</span>{" "}
                    <span className="block text-sm text-ink/70">
                      {option.designs === 1
                        ? m.admin_catalogue_designs_one(designs, o)
                        : m.admin_catalogue_designs_other(designs, o)}
                    </span>
                  </span>
                  <Button
                    variant="outline"
                    className={SMALL}
                    aria-label={m.admin_catalogue_rename(value, o)}
                    onClick={() => setEditing({ id: option.id, value: option.value })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    className={SMALL}
                    aria-label={m.admin_catalogue_move_up({ name: option.value }, o)}
                    disabled={i === 0 || action.pending}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    className={SMALL}
                    aria-label={m.admin_catalogue_move_down({ name: option.value }, o)}
                    disabled={i === options.length - 1 || action.pending}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    className={SMALL}
                    aria-label={m.admin_catalogue_delete_value(value, o)}
                    disabled={action.pending}
                    onClick={() => void send(`/${option.id}`, { method: "DELETE" })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <form onSubmit={(e) => void add(e)} className="mt-2 flex gap-2">
        <input
          aria-label={m.admin_catalogue_new_value_for(list, o)}
          placeholder={m.admin_catalogue_new_value({}, o)}
          className={`${INPUT} mt-0`}
          value={adding}
          maxLength={DESIGN_LIMITS.value}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button
          type="submit"
          disabled={action.pending}
          aria-label={m.admin_catalogue_add_to(list, o)}
        >
          <Plus className="size-4" aria-hidden="true" /> {m.admin_catalogue_add({}, o)}
        </Button>
      </form>
      {action.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {action.error}
        </p>
      )}
    </section>
  );
}
