import { useState } from "react";
import { PRODUCT_CATEGORY_TILES, randomCategoryCount } from "../../../../shared/admin";
import type { AdminCatalogue } from "../../../../shared/catalogue-admin";
import { valueName } from "../../../../shared/catalogue-hindi";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { withParts } from "./with-parts";

type SpecTile = (typeof PRODUCT_CATEGORY_TILES)[number];

/** The spec's tiles (their English is their identity) in her language. */
function specTileName(tile: SpecTile, locale: Locale): string {
  if (locale === "en") return tile;
  const o = inLocale(locale);
  const names: Record<SpecTile, string> = {
    "Poshak Sets": m.admin_catalogue_tile_poshak_sets({}, o),
    Sarees: m.admin_catalogue_tile_sarees({}, o),
    Kurtis: m.admin_catalogue_tile_kurtis({}, o),
  };
  return names[tile];
}

/**
 * The tiles above the designs. Demo mode keeps the spec's: Poshak Sets, Sarees, Kurtis with
 * random counts from 10 to 59 (drawn once per visit to the tab). Otherwise one tile per category
 * of the owners' list, with its real number of designs (hidden ones included); a category the
 * seed put there is named in her language, her own as she typed it.
 */
export function CategoryTiles({ catalogue }: { catalogue: AdminCatalogue }) {
  const [random] = useState(() => PRODUCT_CATEGORY_TILES.map(() => randomCategoryCount()));
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const o = inLocale(locale);
  const tiles = catalogue.demoMode
    ? PRODUCT_CATEGORY_TILES.map((tile, i) => ({
        key: tile,
        name: specTileName(tile, locale),
        count: random[i] ?? 0,
        typed: false,
      }))
    : catalogue.lists.category.map((c) => ({
        key: c.value,
        name: valueName(c.value, locale),
        count: c.designs,
        // Her own category, shown as she typed it.
        typed: valueName(c.value, locale) === c.value,
      }));
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(({ key, name, count, typed }) => (
        <li
          key={key}
          data-testid="category-tile"
          className="rounded-2xl border border-gold-200 bg-white p-5"
        >
          <p className="font-semibold" translate={typed ? "no" : undefined}>
            {name}
          </p>
          <p className="mt-1 text-ink/70">
            {withParts((part) => {
              const shown = part(<span data-testid="category-count">{f.number(count)}</span>);
              return count === 1
                ? m.admin_catalogue_tile_items_one({ count: shown }, o)
                : m.admin_catalogue_tile_items_other({ count: shown }, o);
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
