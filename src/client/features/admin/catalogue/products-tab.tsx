import { Plus, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ADMIN_PATHS, type AdminScreen } from "../../../../shared/admin-paths";
import {
  searchDesigns,
  type AdminCatalogue,
  type AdminDesignDetail,
  type AdminDesignRow,
} from "../../../../shared/catalogue-admin";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { tabName } from "../i18n/display-names";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import { useAdminNav } from "../use-admin-nav";
import type { AdminCall } from "../use-admin-session";
import { CategoryTiles } from "./category-tiles";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import { ChangeLog } from "./change-log";
import { DesignEditor } from "./design-editor";
import { DesignList } from "./design-list";
import { FilterLists } from "./filter-lists";
import { useCatalogue } from "./use-catalogue";

/**
 * The owners' catalogue (/admin/products): tiles, the designs (search, add, edit, hide,
 * reorder), the lists; one design at /admin/products/<id>, a new one at /admin/products/new.
 */
export function ProductsTab({
  screen,
  call,
  token,
}: {
  screen: Extract<AdminScreen, { tab: "Products" }>;
  call: AdminCall;
  token: string | undefined;
}) {
  const { catalogue, error, version, show, refresh } = useCatalogue(call);
  const nav = useAdminNav();
  const open = screen.view === "design" ? screen.designId : screen.view === "new" ? "new" : null;
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState({ error: "", status: 0 });
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const say = (problem: { error: string; status: number }) =>
    problemText(locale, problem, { known: CATALOGUE_PROBLEMS });

  // Back on the list from a design: the designs as they are now (it may have been saved).
  const onList = open === null;
  const wasOnList = useRef(onList);
  useEffect(() => {
    if (onList && !wasOnList.current) void refresh();
    wasOnList.current = onList;
  }, [onList, refresh]);

  const go = (next: number | "new") =>
    nav.go(next === "new" ? ADMIN_PATHS.newDesign : ADMIN_PATHS.design(next), { fromList: true });
  if (open !== null && catalogue)
    return (
      <DesignEditor
        key={open}
        id={open}
        lists={catalogue.lists}
        demoMode={catalogue.demoMode}
        call={call}
        token={token}
        onCreated={(id) =>
          nav.go(ADMIN_PATHS.design(id), { replace: true, fromList: nav.fromList ?? false })
        }
        onBack={() => nav.back(ADMIN_PATHS.products)}
        onCatalogue={show}
      />
    );

  const act = async (request: () => Promise<{ ok: boolean; status: number; error?: string }>) => {
    setBusy(true);
    const result = await request();
    setBusy(false);
    setFailure({ error: result.ok ? "" : (result.error ?? ""), status: result.status });
  };
  const hide = (d: AdminDesignRow, hidden: boolean) =>
    act(async () => {
      const r = await call<AdminDesignDetail>(`/designs/${d.id}`, {
        method: "PATCH",
        body: { hidden },
      });
      if (r.ok) await refresh();
      return r;
    });
  /** The designs' order with `id` moved one place (null when it cannot move that way). */
  const moved = (designs: readonly AdminDesignRow[], id: number, by: -1 | 1) => {
    const ids = designs.map((d) => d.id);
    const at = ids.indexOf(id);
    if (at === -1 || ids[at + by] === undefined) return null;
    [ids[at], ids[at + by]] = [ids[at + by]!, ids[at]!];
    return ids;
  };
  const move = (id: number, by: -1 | 1) =>
    act(async () => {
      const put = (ids: number[]) =>
        call<AdminCatalogue>("/designs/order", { method: "PUT", body: { ids } });
      let r = await put(moved(catalogue?.designs ?? [], id, by) ?? []);
      // The other owner added or removed a design since this list was loaded: move it again
      // in the list as it is now (she asked to move this design, not to undo theirs), a few
      // times while the other owner's changes keep coming.
      for (let tries = 0; tries < 3 && !r.ok && r.status === 409; tries++) {
        const ids = moved((await refresh())?.designs ?? [], id, by);
        if (!ids) break;
        r = await put(ids);
      }
      if (r.ok) show(r.data);
      return r;
    });

  const shown = catalogue ? searchDesigns(catalogue.designs, search) : [];
  return (
    <section aria-label={tabName("Products", locale)}>
      <h2 className="text-xl font-semibold text-maroon-800">{m.admin_catalogue_heading({}, o)}</h2>
      {catalogue && <CategoryTiles catalogue={catalogue} />}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="design-search" className="sr-only">
            {m.admin_catalogue_search_label({}, o)}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-3 size-4 text-ink/50"
            aria-hidden="true"
          />
          <input
            id="design-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={m.admin_catalogue_search_placeholder({}, o)}
            className="w-full rounded-lg border border-stone-300 bg-white py-2.5 pl-9 pr-3"
          />
        </div>
        <Button onClick={() => go("new")}>
          <Plus className="size-4" aria-hidden="true" /> {m.admin_catalogue_add_design({}, o)}
        </Button>
      </div>
      {error.error && <Notice error>{say(error)}</Notice>}
      {failure.error && <Notice error>{say(failure)}</Notice>}
      {!catalogue && !error.error && <Notice>{m.admin_catalogue_loading_designs({}, o)}</Notice>}
      {catalogue && shown.length === 0 && <Notice>{m.admin_catalogue_no_match({}, o)}</Notice>}
      <DesignList
        designs={shown}
        busy={busy}
        onOpen={go}
        onHide={(d, hidden) => void hide(d, hidden)}
        {...(search.trim() === "" ? { onMove: (id, by) => void move(id, by) } : {})}
      />
      {catalogue && <FilterLists lists={catalogue.lists} call={call} onAnswer={show} />}
      <ChangeLog call={call} version={version} />
    </section>
  );
}
