import { Plus, Trash2 } from "lucide-react";
import { inLocale, m } from "../../../../shared/messages";
import { changeFieldNames } from "../../../../shared/order-changes";
import { ORDER_LIMITS } from "../../../../shared/order-input";
import { Button } from "../button";
import { Field, INPUT, TextInput } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { emptyItem, type ItemDraft } from "./order-draft";

export interface DesignChoice {
  id: number;
  name: string;
  /** Hidden from the site: offered only to an item that already names it. */
  hidden: boolean;
}

/** The order's pieces: catalogue designs or custom pieces, each with a quantity and a note. */
export function ItemRows({
  items,
  designs,
  onChange,
  errorFor,
}: {
  items: ItemDraft[];
  designs: readonly DesignChoice[];
  onChange: (items: ItemDraft[]) => void;
  errorFor: (field: string) => string | undefined;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const update = (key: number, change: Partial<ItemDraft>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const pickDesign = (item: ItemDraft, designId: string) => {
    const design = designs.find((d) => String(d.id) === designId);
    const previous = designs.find((d) => String(d.id) === item.designId);
    // The name follows the design picked, unless the owner wrote her own.
    const name =
      item.name === "" || item.name === previous?.name ? (design?.name ?? "") : item.name;
    update(item.key, { designId, name });
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">
        {changeFieldNames(locale).items}
      </legend>
      {errorFor("items") && (
        <p className="text-sm text-red-700" role="alert">
          {errorFor("items")}
        </p>
      )}
      <ol className="space-y-3">
        {items.map((item, i) => {
          const at = (field: string) => errorFor(`items.${i}.${field}`);
          return (
            <li
              key={item.key}
              data-testid="item-row"
              className="grid gap-3 rounded-lg bg-cream p-3 sm:grid-cols-12"
            >
              <Field
                label={m.admin_orders_items_design({ number: i + 1 }, o)}
                className="sm:col-span-4"
                error={at("designId")}
              >
                {(p) => (
                  <select
                    {...p}
                    value={item.designId}
                    onChange={(e) => pickDesign(item, e.target.value)}
                    className={INPUT}
                  >
                    <option value="">{m.admin_orders_items_custom({}, o)}</option>
                    {designs
                      .filter((d) => !d.hidden || String(d.id) === item.designId)
                      .map((d) => (
                        <option key={d.id} value={String(d.id)} translate="no">
                          {d.name}
                        </option>
                      ))}
                  </select>
                )}
              </Field>
              <TextInput
                label={m.admin_orders_items_name({}, o)}
                required
                className="sm:col-span-4"
                maxLength={ORDER_LIMITS.itemName}
                value={item.name}
                onChange={(name) => update(item.key, { name })}
                error={at("name")}
              />
              <TextInput
                label={m.admin_orders_items_quantity({}, o)}
                required
                inputMode="numeric"
                className="sm:col-span-2"
                value={item.quantity}
                onChange={(quantity) => update(item.key, { quantity })}
                error={at("quantity")}
              />
              <div className="flex items-end sm:col-span-2">
                <Button
                  variant="outline"
                  className="w-full text-sm"
                  disabled={items.length === 1}
                  aria-label={m.admin_orders_items_remove_label({ number: i + 1 }, o)}
                  onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />{" "}
                  {m.admin_orders_items_remove({}, o)}
                </Button>
              </div>
              <TextInput
                label={m.admin_orders_items_note({}, o)}
                className="sm:col-span-12"
                maxLength={ORDER_LIMITS.itemNote}
                value={item.note}
                onChange={(note) => update(item.key, { note })}
                error={at("note")}
              />
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="text-sm"
        disabled={items.length >= ORDER_LIMITS.items}
        onClick={() => onChange([...items, emptyItem()])}
      >
        <Plus className="size-4" aria-hidden="true" /> {m.admin_orders_items_add({}, o)}
      </Button>
    </fieldset>
  );
}
