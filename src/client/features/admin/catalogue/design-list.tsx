import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from "lucide-react";
import type { AdminDesignRow } from "../../../../shared/catalogue-admin";
import { localizedDesign } from "../../../../shared/catalogue-hindi";
import { designAlt } from "../../../../shared/design";
import { inLocale, m } from "../../../../shared/messages";
import { DesignPhoto } from "../../../ui/design-photo";
import { Button } from "../button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";

interface Props {
  designs: readonly AdminDesignRow[];
  onOpen: (id: number) => void;
  onHide: (design: AdminDesignRow, hidden: boolean) => void;
  /** Undefined while the list is searched: the order is the whole list's. */
  onMove?: (id: number, by: -1 | 1) => void;
  busy: boolean;
}

/**
 * The designs in the site's order, each with its main photo and the owners' actions. A design's
 * name is shown as typed; its category, fabric, work and colour as the site in her language
 * names them (the seed's values in Hindi, her own as typed).
 */
export function DesignList({ designs, onOpen, onHide, onMove, busy }: Props) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const o = inLocale(locale);
  return (
    <ol className="mt-4 space-y-3" aria-label={m.admin_catalogue_designs_label({}, o)}>
      {designs.map((d, i) => {
        const shown = localizedDesign(d, locale);
        const name = { name: d.name };
        const photos = { count: f.number(d.photoCount) };
        return (
          <li
            key={d.id}
            data-testid="design-row"
            className="flex flex-wrap items-center gap-4 rounded-2xl border border-gold-200 bg-white p-3"
          >
            <DesignPhoto
              photo={d.mainPhoto ?? undefined}
              alt={designAlt(shown, locale)}
              sizes="64px"
              load="lazy"
              className="aspect-[4/5] w-16 rounded-lg object-cover"
              locale={locale}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-maroon-800">
                <span translate="no">{d.name}</span>
                {d.hidden && (
                  <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                    {m.admin_catalogue_hidden({}, o)}
                  </span>
                )}
                {d.featured && (
                  <span className="ml-2 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-700">
                    {m.admin_catalogue_featured_badge({}, o)}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink/70">
                <span translate="no">
                  {[shown.category, shown.fabric, shown.work, shown.color].join(" · ")}
                </span>{" "}
                ·{" "}
                {d.photoCount === 1
                  ? m.admin_catalogue_photos_one(photos, o)
                  : m.admin_catalogue_photos_other(photos, o)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => onOpen(d.id)}
                aria-label={m.admin_catalogue_edit_name(name, o)}
              >
                <Pencil className="size-4" aria-hidden="true" /> {m.admin_catalogue_edit({}, o)}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => onHide(d, !d.hidden)}
                aria-label={
                  d.hidden
                    ? m.admin_catalogue_show_name(name, o)
                    : m.admin_catalogue_hide_name(name, o)
                }
              >
                {d.hidden ? (
                  <Eye className="size-4" aria-hidden="true" />
                ) : (
                  <EyeOff className="size-4" aria-hidden="true" />
                )}
                {d.hidden ? m.admin_catalogue_show({}, o) : m.admin_catalogue_hide({}, o)}
              </Button>
              {onMove && (
                <>
                  <Button
                    variant="outline"
                    disabled={busy || i === 0}
                    onClick={() => onMove(d.id, -1)}
                    aria-label={m.admin_catalogue_move_up(name, o)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    disabled={busy || i === designs.length - 1}
                    onClick={() => onMove(d.id, 1)}
                    aria-label={m.admin_catalogue_move_down(name, o)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
