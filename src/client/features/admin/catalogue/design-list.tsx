import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from "lucide-react";
import type { AdminDesignRow } from "../../../../shared/catalogue-admin";
import { designAlt } from "../../../../shared/design";
import { DesignPhoto } from "../../../ui/design-photo";
import { Button } from "../button";

interface Props {
  designs: readonly AdminDesignRow[];
  onOpen: (id: number) => void;
  onHide: (design: AdminDesignRow, hidden: boolean) => void;
  /** Undefined while the list is searched: the order is the whole list's. */
  onMove?: (id: number, by: -1 | 1) => void;
  busy: boolean;
}

/** The designs in the site's order, each with its main photo and the owners' actions. */
export function DesignList({ designs, onOpen, onHide, onMove, busy }: Props) {
  return (
    <ol className="mt-4 space-y-3" aria-label="Designs">
      {designs.map((d, i) => (
        <li
          key={d.id}
          data-testid="design-row"
          className="flex flex-wrap items-center gap-4 rounded-2xl border border-gold-200 bg-white p-3"
        >
          <DesignPhoto
            photo={d.mainPhoto ?? undefined}
            alt={designAlt(d)}
            sizes="64px"
            load="lazy"
            className="aspect-[4/5] w-16 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-maroon-800">
              {d.name}
              {d.hidden && (
                <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                  Hidden
                </span>
              )}
            </p>
            <p className="text-sm text-ink/70">
              {[d.category, d.fabric, d.work, d.color].join(" · ")} · {d.photoCount}{" "}
              {d.photoCount === 1 ? "photo" : "photos"}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => onOpen(d.id)} aria-label={`Edit ${d.name}`}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => onHide(d, !d.hidden)}
              aria-label={`${d.hidden ? "Show" : "Hide"} ${d.name}`}
            >
              {d.hidden ? (
                <Eye className="size-4" aria-hidden="true" />
              ) : (
                <EyeOff className="size-4" aria-hidden="true" />
              )}
              {d.hidden ? "Show" : "Hide"}
            </Button>
            {onMove && (
              <>
                <Button
                  variant="outline"
                  disabled={busy || i === 0}
                  onClick={() => onMove(d.id, -1)}
                  aria-label={`Move ${d.name} up`}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  disabled={busy || i === designs.length - 1}
                  onClick={() => onMove(d.id, 1)}
                  aria-label={`Move ${d.name} down`}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
