import { ExternalLink, Truck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  DispatchInputSchema,
  type Courier,
  type DispatchAnswer,
} from "../../../../shared/dispatch/dispatch";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, SelectInput, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { DISPATCH_PROBLEMS } from "./dispatch-problems";

/**
 * An order's dispatch, under its steps (issue 24 §5): the courier and tracking number once
 * recorded, with the link to the courier's page; the form to record it, or correct it until
 * the order is delivered. Recording it sends her the courier, number and link.
 */
export function DispatchPanel({
  orderId,
  revision,
  call,
  onRecorded,
}: {
  orderId: string;
  /** The order's revision: a step moving it to delivered locks the dispatch, so it is asked again. */
  revision: number;
  call: AdminCall;
  /** The order changed (its timeline, its messages): asked again by the order's screen. */
  onRecorded: () => void;
}) {
  const o = inLocale(useAdminLocale());
  const f = useAdminFormat();
  const toast = useAdminToast();
  const path = `/dispatch/orders/${encodeURIComponent(orderId)}`;
  const read = useWorkshopRead<DispatchAnswer>(call, path);
  const [open, setOpen] = useState(false);
  const { reload } = read;
  const shown = useRef(revision);
  useEffect(() => {
    if (shown.current !== revision) reload();
    shown.current = revision;
  }, [revision, reload]);

  const answer = read.answer;
  const dispatch = answer?.dispatch ?? null;
  return (
    <section
      aria-labelledby="dispatch-heading"
      data-testid="dispatch-panel"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3
        id="dispatch-heading"
        className="flex items-center gap-2 text-xl font-semibold text-maroon-800"
      >
        <Truck className="size-5" aria-hidden="true" />
        {m.admin_dispatch_heading({}, o)}
      </h3>
      {answer &&
        (dispatch ? (
          <div data-testid="dispatch-recorded" className="mt-2 space-y-2">
            <p>
              {m.admin_dispatch_sent_with(
                {
                  courier: dispatch.courier,
                  date: f.date(dispatch.dispatchedOn),
                  by: dispatch.by,
                  awb: dispatch.awb,
                },
                o,
              )}
            </p>
            <a
              href={dispatch.link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="dispatch-link"
              className="inline-flex items-center gap-1 font-semibold break-all text-maroon-700 underline"
            >
              {m.admin_dispatch_open_link({ courier: dispatch.courier }, o)}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            </a>
          </div>
        ) : (
          <p className="mt-2 text-ink/70">{m.admin_dispatch_not_yet({}, o)}</p>
        ))}
      {answer && !answer.editable && dispatch && (
        <p className="mt-2 text-sm text-ink/70">{m.admin_dispatch_locked({}, o)}</p>
      )}
      {answer?.editable &&
        (open || !dispatch ? (
          <DispatchForm
            call={call}
            path={path}
            orderId={orderId}
            answer={answer}
            onCancel={dispatch ? () => setOpen(false) : undefined}
            onDone={(next) => {
              read.setAnswer(next);
              setOpen(false);
              toast({ title: m.admin_dispatch_recorded({}, o), description: next.dispatch?.awb });
              onRecorded();
            }}
          />
        ) : (
          <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
            {m.admin_dispatch_correct({}, o)}
          </Button>
        ))}
    </section>
  );
}

function DispatchForm({
  call,
  path,
  orderId,
  answer,
  onCancel,
  onDone,
}: {
  call: AdminCall;
  path: string;
  orderId: string;
  answer: DispatchAnswer;
  onCancel: (() => void) | undefined;
  onDone: (answer: DispatchAnswer) => void;
}) {
  const o = inLocale(useAdminLocale());
  const couriers = useWorkshopRead<{ couriers: Courier[] }>(call, "/dispatch/couriers");
  const [courierId, setCourierId] = useState(String(answer.dispatch?.courierId ?? ""));
  const [awb, setAwb] = useState(answer.dispatch?.awb ?? "");
  const server = useServerAction({
    labels: {
      courierId: m.admin_dispatch_courier({}, o),
      awb: m.admin_dispatch_awb({}, o),
    },
    known: DISPATCH_PROBLEMS,
  });
  const active = (couriers.answer?.couriers ?? []).filter(
    (c) => c.active || c.id === answer.dispatch?.courierId,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(DispatchInputSchema, {
      courierId: courierId === "" ? undefined : Number(courierId),
      awb,
    });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<DispatchAnswer>(path, { method: "PUT", body: checked.data }),
    );
    if (r.ok) onDone(r.data);
  }
  if (couriers.answer && active.length === 0)
    return <p className="mt-3 text-ink/80">{m.admin_dispatch_no_couriers({}, o)}</p>;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_dispatch_form({ orderId }, o)}
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput
          label={m.admin_dispatch_courier({}, o)}
          required
          value={courierId}
          options={[
            { value: "", label: m.admin_dispatch_choose({}, o) },
            ...active.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={setCourierId}
          error={server.errorFor("courierId")}
        />
        <TextInput
          label={m.admin_dispatch_awb({}, o)}
          required
          maxLength={60}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={awb}
          onChange={setAwb}
          error={server.errorFor("awb")}
          hint={m.admin_dispatch_awb_hint({}, o)}
        />
      </div>
      <p className="text-sm text-ink/70">{m.admin_dispatch_tells_her({}, o)}</p>
      {!["courierId", "awb"].includes(server.field) && <FormError message={server.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {m.admin_dispatch_record({}, o)}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {m.admin_dispatch_cancel({}, o)}
          </Button>
        )}
      </div>
    </form>
  );
}
