import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  DESIGN_LIMITS,
  type AdminCatalogue,
  type FilterOption,
} from "../../../../shared/catalogue-admin";
import { GROUP_LABELS, type FilterGroup } from "../../../../shared/filter";
import { Button } from "../button";
import { INPUT, useServerAction } from "../form-parts";
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
  const label = GROUP_LABELS[group].list;
  const action = useServerAction();
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
    const ids = options.map((o) => o.id);
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
        {options.map((o, i) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center gap-2 py-2"
            data-testid="list-value"
          >
            {editing?.id === o.id ? (
              <form onSubmit={(e) => void rename(e)} className="flex flex-1 gap-2">
                <input
                  aria-label={`New name for ${o.value}`}
                  className={`${INPUT} mt-0`}
                  value={editing.value}
                  maxLength={DESIGN_LIMITS.value}
                  onChange={(e) => setEditing({ id: o.id, value: e.target.value })}
                />
                <Button
                  type="submit"
                  className={SMALL}
                  aria-label={`Save the new name of ${o.value}`}
                  disabled={action.pending}
                >
                  <Check className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  className={SMALL}
                  aria-label="Cancel renaming"
                  onClick={() => setEditing(null)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </form>
            ) : (
              <>
                <span className="flex-1">
                  {o.value}{" "}
                  <span className="block text-sm text-ink/70">
                    ({o.designs} {o.designs === 1 ? "design" : "designs"})
                  </span>
                </span>
                <Button
                  variant="outline"
                  className={SMALL}
                  aria-label={`Rename ${o.value}`}
                  onClick={() => setEditing({ id: o.id, value: o.value })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  className={SMALL}
                  aria-label={`Move ${o.value} up`}
                  disabled={i === 0 || action.pending}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  className={SMALL}
                  aria-label={`Move ${o.value} down`}
                  disabled={i === options.length - 1 || action.pending}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  className={SMALL}
                  aria-label={`Delete ${o.value}`}
                  disabled={action.pending}
                  onClick={() => void send(`/${o.id}`, { method: "DELETE" })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} className="mt-2 flex gap-2">
        <input
          aria-label={`New value for ${label}`}
          placeholder="New value"
          className={`${INPUT} mt-0`}
          value={adding}
          maxLength={DESIGN_LIMITS.value}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button type="submit" disabled={action.pending} aria-label={`Add to ${label}`}>
          <Plus className="size-4" aria-hidden="true" /> Add
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
