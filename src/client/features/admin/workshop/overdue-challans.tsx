import { Truck } from "lucide-react";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import { inLocale, m } from "../../../../shared/messages";
import type { ChallanList } from "../../../../shared/workshop/challans";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "./use-workshop-read";

/**
 * On the attention list, under the orders' cards: the challans whose work is not back by its
 * date (issue 24 §2), opening the overdue ones. Nothing when there are none (demo mode's
 * samples send no work out, so its Orders tab stays the spec's).
 */
export function OverdueChallans({
  call,
  onOpen,
}: {
  call: AdminCall;
  onOpen: (path: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const read = useWorkshopRead<ChallanList>(call, "/workshop/challans?show=overdue");
  const count = read.answer?.overdue ?? 0;
  if (count === 0) return null;
  return (
    <button
      type="button"
      data-testid="attention-challans"
      onClick={() => onOpen(`${ADMIN_PATHS.challans}?show=overdue`)}
      className="-mt-3 mb-5 flex w-full items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-left text-sm font-semibold text-red-800 hover:bg-red-100"
    >
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      {count === 1
        ? m.admin_challan_attention_one({}, o)
        : m.admin_challan_attention({ count: f.number(count) }, o)}
    </button>
  );
}
