import { useState, type FormEvent } from "react";
import { AWB_PLACE, CourierInputSchema, type Courier } from "../../../../shared/dispatch/dispatch";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { CheckboxInput, FormError, TextInput, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { DISPATCH_PROBLEMS } from "./dispatch-problems";

const EXAMPLE = `https://www.courier.example/track?awb=${AWB_PLACE}`;
type Couriers = { couriers: Courier[] };

/**
 * Settings → Couriers (issue 24 §5): the couriers the owners send parcels with, each with the
 * address of its tracking page ({awb} where the number goes); one out of use is kept for the
 * orders sent with it but offered for no new dispatch.
 */
export function CouriersPanel({ call }: { call: AdminCall }) {
  const o = inLocale(useAdminLocale());
  const locale = useAdminLocale();
  const read = useWorkshopRead<Couriers>(call, "/dispatch/couriers");
  /** The courier being edited, "new" for the add form, null for none. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const saved = () => {
    setEditing(null);
    read.reload();
  };
  if (!read.answer)
    return read.error ? (
      <Notice error>{problemText(locale, read.error)}</Notice>
    ) : (
      <Notice>{m.admin_loading({}, o)}</Notice>
    );
  const { couriers } = read.answer;
  const [before, after] = m.admin_dispatch_couriers_intro({ place: "\u0000" }, o).split("\u0000");
  return (
    <div data-testid="couriers-panel">
      <p className="mt-1 text-sm text-ink/70">
        {before}
        {/* The placeholder is typed as it is, in any language. */}
        <code translate="no" className="rounded bg-stone-100 px-1">
          {AWB_PLACE}
        </code>
        {after}
      </p>
      {couriers.length === 0 && <Notice>{m.admin_dispatch_couriers_empty({}, o)}</Notice>}
      <ul className="mt-3 divide-y divide-gold-100">
        {couriers.map((c) => (
          <li key={c.id} data-testid="courier" className="py-3">
            {editing === c.id ? (
              <CourierForm
                call={call}
                courier={c}
                onDone={saved}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold" translate="no">
                    {c.name}
                    {!c.active && (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-normal text-ink/70">
                        {m.admin_dispatch_courier_inactive({}, o)}
                      </span>
                    )}
                  </p>
                  <p className="text-sm break-all text-ink/70" translate="no">
                    {c.trackingTemplate}
                  </p>
                </div>
                <Button
                  variant="outline"
                  className="px-3 py-1.5 text-sm"
                  aria-label={m.admin_dispatch_courier_edit_label({ name: c.name }, o)}
                  onClick={() => setEditing(c.id)}
                >
                  {m.admin_dispatch_courier_edit({}, o)}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <CourierForm call={call} onDone={saved} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="outline" className="mt-2" onClick={() => setEditing("new")}>
          {m.admin_dispatch_courier_add({}, o)}
        </Button>
      )}
    </div>
  );
}

function CourierForm({
  call,
  courier,
  onDone,
  onCancel,
}: {
  call: AdminCall;
  courier?: Courier;
  onDone: () => void;
  onCancel: () => void;
}) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  const [name, setName] = useState(courier?.name ?? "");
  const [trackingTemplate, setTemplate] = useState(courier?.trackingTemplate ?? "");
  const [active, setActive] = useState(courier?.active ?? true);
  const server = useServerAction({
    labels: {
      name: m.admin_dispatch_courier_name({}, o),
      trackingTemplate: m.admin_dispatch_courier_template({}, o),
    },
    known: DISPATCH_PROBLEMS,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(CourierInputSchema, { name, trackingTemplate, active });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<{ courier: Courier }>(
        courier ? `/dispatch/couriers/${courier.id}` : "/dispatch/couriers",
        { method: courier ? "PUT" : "POST", body: checked.data },
      ),
    );
    if (r.ok) {
      toast({
        title: courier
          ? m.admin_dispatch_courier_saved({}, o)
          : m.admin_dispatch_courier_added({}, o),
        description: r.data.courier.name,
      });
      onDone();
    }
  }
  const known = ["name", "trackingTemplate"];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        courier
          ? m.admin_dispatch_courier_form({ name: courier.name }, o)
          : m.admin_dispatch_courier_new({}, o)
      }
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      <TextInput
        label={m.admin_dispatch_courier_name({}, o)}
        required
        maxLength={60}
        value={name}
        onChange={setName}
        error={server.errorFor("name")}
      />
      <TextInput
        label={m.admin_dispatch_courier_template({}, o)}
        required
        type="url"
        inputMode="url"
        maxLength={300}
        value={trackingTemplate}
        onChange={setTemplate}
        error={server.errorFor("trackingTemplate")}
        hint={m.admin_dispatch_courier_template_hint({ example: EXAMPLE }, o)}
      />
      <CheckboxInput
        label={m.admin_dispatch_courier_active({}, o)}
        checked={active}
        onChange={setActive}
      />
      {!known.includes(server.field) && <FormError message={server.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {courier ? m.admin_dispatch_courier_save({}, o) : m.admin_dispatch_courier_add({}, o)}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {m.admin_dispatch_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
