import { Check } from "lucide-react";
import type { Locale } from "../../../shared/locale";
import { formatNumber, inLocale, m } from "../../../shared/messages";
import { customerStatusInfo, CUSTOMER_STATUSES, type CustomerStatus } from "../../../shared/orders";

/** Five stages; every stage up to and including the current one is marked reached. */
export function ProgressBar({ current, locale }: { current: CustomerStatus; locale: Locale }) {
  const currentIndex = CUSTOMER_STATUSES.indexOf(current);
  const o = inLocale(locale);
  const statuses = customerStatusInfo(locale);
  return (
    <ol className="grid grid-cols-5 gap-1" aria-label={m.order_progress_label({}, o)}>
      {CUSTOMER_STATUSES.map((status, i) => {
        const reached = i <= currentIndex;
        return (
          <li
            key={status}
            data-testid="progress-stage"
            data-reached={reached}
            className="flex flex-col items-center text-center"
          >
            <span className="flex w-full items-center">
              <span
                className={`h-1 flex-1 ${i === 0 ? "invisible" : reached ? "bg-green-600" : "bg-stone-200"}`}
              />
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 ${reached ? "border-green-600 bg-green-600 text-white" : "border-stone-300 bg-white text-stone-400"}`}
              >
                {reached ? (
                  <Check className="size-5" aria-hidden="true" />
                ) : (
                  <span className="text-sm">{formatNumber(i + 1, locale)}</span>
                )}
              </span>
              <span
                className={`h-1 flex-1 ${i === CUSTOMER_STATUSES.length - 1 ? "invisible" : i < currentIndex ? "bg-green-600" : "bg-stone-200"}`}
              />
            </span>
            <span
              className={`mt-2 text-[11px] leading-tight sm:text-xs ${reached ? "font-semibold text-green-800" : "text-stone-500"}`}
            >
              {statuses[status].label}
              <span className="sr-only">
                {reached ? m.stage_reached({}, o) : m.stage_not_yet({}, o)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
