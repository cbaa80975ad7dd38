import { ADMIN_PATHS, type AdminScreen } from "../../../../shared/admin-paths";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { useAdminNav } from "../use-admin-nav";
import { ViewSwitch } from "../view-switch";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { KarigarForm } from "./karigar-form";
import { KarigarList } from "./karigar-list";
import { KarigarPage } from "./karigar-page";
import { WorkloadBoard } from "./workload-board";
import { ChallanForm } from "./challan-form";
import { ChallanList } from "./challan-list";
import { ChallanPage } from "./challan-page";
import { CHALLAN_FILTERS, type ChallanFilter } from "../../../../shared/workshop/challan-input";

const SECTIONS = [
  { id: "karigars", path: ADMIN_PATHS.workshop, label: m.admin_workshop_section_karigars },
  { id: "board", path: ADMIN_PATHS.workload, label: m.admin_workshop_section_board },
  { id: "challans", path: ADMIN_PATHS.challans, label: m.admin_workshop_section_challans },
] as const;

const CHALLAN_VIEWS: readonly string[] = ["challans", "new-challan", "challan"];

/**
 * The Workshop (issue 24 §1): the karigars and job-workers (/admin/workshop), one karigar's
 * page with their rates, open steps and account (/admin/workshop/:id), a new one, and the
 * workload board (/admin/workshop/board); the work sent out (issue 24 §2: /admin/workshop/challans,
 * a new challan, one challan), whose list's filter is its address's `show`.
 */
export function WorkshopTab({
  screen,
  call,
  download,
}: {
  screen: Extract<AdminScreen, { tab: "Workshop" }>;
  call: AdminCall;
  download: AdminDownload;
}) {
  const { go, back, location } = useAdminNav();
  const query = new URLSearchParams(location.search);
  const asked = query.get("show") as ChallanFilter | null;
  const show: ChallanFilter = asked && CHALLAN_FILTERS.includes(asked) ? asked : "all";
  const toast = useAdminToast();
  const o = inLocale(useAdminLocale());
  const section =
    screen.view === "board"
      ? "board"
      : CHALLAN_VIEWS.includes(screen.view)
        ? "challans"
        : "karigars";
  // Each section's button leads to its list, from a karigar's page or form too.
  const open = (id: number, fromList = false) => go(ADMIN_PATHS.karigar(id), { fromList });
  return (
    <div>
      <ViewSwitch
        label={m.admin_workshop_sections({}, o)}
        choices={SECTIONS.map((s) => ({ id: s.id, label: s.label({}, o) }))}
        chosen={section}
        onChoose={(id) => id !== screen.view && go(SECTIONS.find((s) => s.id === id)!.path)}
      />
      {screen.view === "challans" ? (
        <ChallanList
          call={call}
          show={show}
          onShow={(next) =>
            go(next === "all" ? ADMIN_PATHS.challans : `${ADMIN_PATHS.challans}?show=${next}`, {
              replace: true,
            })
          }
          onOpen={(id) => go(ADMIN_PATHS.challan(id), { fromList: true })}
          onNew={() => go(ADMIN_PATHS.newChallan, { fromList: true })}
        />
      ) : screen.view === "new-challan" ? (
        <section aria-labelledby="new-challan-heading">
          <h2 id="new-challan-heading" className="mb-4 text-2xl font-bold text-maroon-800">
            {m.admin_challan_new_heading({}, o)}
          </h2>
          <ChallanForm
            call={call}
            orderId={query.get("order") ?? ""}
            stepId={query.get("step") ?? "step-4"}
            onSaved={(challan) => {
              toast({ title: m.admin_challan_saved({}, o), description: challan.number });
              go(ADMIN_PATHS.challan(challan.id), { replace: true });
            }}
            onClose={() => back(ADMIN_PATHS.challans)}
          />
        </section>
      ) : screen.view === "challan" ? (
        <ChallanPage
          key={screen.challanId}
          challanId={screen.challanId}
          call={call}
          onBack={() => back(ADMIN_PATHS.challans)}
          onOpenOrder={(orderId) => go(ADMIN_PATHS.order(orderId))}
        />
      ) : screen.view === "board" ? (
        <WorkloadBoard
          call={call}
          onOpen={(id) => open(id, true)}
          onOpenOrder={(orderId) => go(ADMIN_PATHS.order(orderId))}
        />
      ) : screen.view === "karigar" ? (
        <KarigarPage
          key={screen.karigarId}
          karigarId={screen.karigarId}
          call={call}
          download={download}
          onBack={() => back(ADMIN_PATHS.workshop)}
          onOpenOrder={(orderId) => go(ADMIN_PATHS.order(orderId))}
        />
      ) : screen.view === "new" ? (
        <section aria-labelledby="new-karigar-heading">
          <h2 id="new-karigar-heading" className="mb-4 text-2xl font-bold text-maroon-800">
            {m.admin_workshop_new_heading({}, o)}
          </h2>
          <KarigarForm
            call={call}
            onSaved={(page) => {
              toast({ title: m.admin_workshop_added({}, o), description: page.karigar.name });
              go(ADMIN_PATHS.karigar(page.karigar.id), { replace: true });
            }}
            onClose={() => back(ADMIN_PATHS.workshop)}
          />
        </section>
      ) : (
        <KarigarList
          call={call}
          onOpen={(id) => open(id, true)}
          onNew={() => go(ADMIN_PATHS.newKarigar, { fromList: true })}
        />
      )}
    </div>
  );
}
