// The clock every page has already: an icon the back office shows too would ride in the chunk
// every page loads (vite.config.ts: every icon is reached through lucide-react's index).
import { Clock } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { BUSINESS, primaryPhone } from "../../shared/business";
import type { AppointmentKind, PublicAppointment } from "../../shared/calendar/calendar";
import { formatIndianDate } from "../../shared/order-format";
import { localeOfPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { TRACKING_CODE_PATTERN } from "../../shared/tracking-code-pattern";
import { apiRequest } from "../api-client";
import { TextField } from "../ui/text-field";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/appointment";

/** Her link's page is hers alone: no search engine keeps it, nothing links to it. */
export const meta = ({ location }: Route.MetaArgs) => {
  const o = inLocale(localeOfPath(location.pathname));
  return [
    { title: `${m.appointment_page_title({}, o)} | ${BUSINESS.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

type State =
  | { is: "loading" }
  | { is: "missing" }
  | { is: "shown"; appointment: PublicAppointment }
  | { is: "asked"; appointment: PublicAppointment };

/**
 * Her appointment by the code in her reminder's link (after #, so no server log holds it): what
 * it is and when, in Jaipur time, and a message asking for another time, which the owners see
 * in their calendar and inbox. An unknown code says only that the link is not valid.
 */
export default function AppointmentPage() {
  const locale = useLocale();
  const o = inLocale(locale);
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<State>({ is: "loading" });
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // The code is read once hydrated: the page is rendered without it (it is after the #).
    const hash = window.location.hash.slice(1);
    const found: Promise<State> = TRACKING_CODE_PATTERN.test(hash)
      ? apiRequest<{ appointment: PublicAppointment }>(`/appointments/${hash}`).then((r) =>
          r.ok ? { is: "shown", appointment: r.data.appointment } : { is: "missing" },
        )
      : Promise.resolve({ is: "missing" });
    void found.then((next) => {
      setCode(hash);
      setState(next);
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.is !== "shown" || !code) return;
    const message = String(new FormData(event.currentTarget).get("message") ?? "").trim();
    if (!message) return setError(m.appointment_page_message_required({}, o));
    setPending(true);
    const r = await apiRequest(`/appointments/${code}/requests`, { body: { message } });
    setPending(false);
    if (r.ok) setState({ is: "asked", appointment: state.appointment });
    else setError(r.status === 400 ? m.appointment_page_message_required({}, o) : r.error);
  }

  const kinds: Record<AppointmentKind, string> = {
    measurement: m.appointment_page_kind_measurement({}, o),
    fitting: m.appointment_page_kind_fitting({}, o),
    pickup: m.appointment_page_kind_pickup({}, o),
    delivery: m.appointment_page_kind_delivery({}, o),
  };
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-maroon-800">
        <Clock className="size-7" aria-hidden="true" />
        {m.appointment_page_title({}, o)}
      </h1>
      {state.is === "loading" && <p className="mt-4">{m.appointment_page_loading({}, o)}</p>}
      {state.is === "missing" && (
        <p className="mt-4" data-testid="appointment-missing">
          {m.appointment_page_missing({ phone: primaryPhone().display }, o)}
        </p>
      )}
      {(state.is === "shown" || state.is === "asked") && (
        <div className="mt-4 space-y-4">
          <p data-testid="appointment-when" className="text-lg">
            {m.appointment_page_when(
              {
                what: kinds[state.appointment.kind],
                date: formatIndianDate(state.appointment.date, locale),
                time: state.appointment.time,
              },
              o,
            )}
          </p>
          {state.appointment.cancelled ? (
            <p>{m.appointment_page_cancelled({}, o)}</p>
          ) : state.is === "asked" || state.appointment.asked ? (
            <p role="status" data-testid="appointment-asked" className="rounded-lg bg-green-50 p-3">
              {m.appointment_page_asked({}, o)}
            </p>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-3">
              <TextField
                label={m.appointment_page_message({}, o)}
                name="message"
                defaultValue=""
                multiline
                required
                maxLength={500}
                error={error}
              />
              <button
                type="submit"
                disabled={pending}
                className="min-h-11 rounded-lg bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
              >
                {m.appointment_page_send({}, o)}
              </button>
            </form>
          )}
        </div>
      )}
    </main>
  );
}
