import { useState } from "react";
import { PRODUCT_CATEGORY_TILES, randomCategoryCount } from "../../../../shared/admin";
import type { AdminCatalogue } from "../../../../shared/catalogue-admin";

/**
 * The tiles above the designs. Demo mode keeps the spec's: Poshak Sets, Sarees, Kurtis with
 * random counts from 10 to 59 (drawn once per visit to the tab). Otherwise one tile per category
 * of the owners' list, with its real number of designs (hidden ones included).
 */
export function CategoryTiles({ catalogue }: { catalogue: AdminCatalogue }) {
  const [random] = useState(() => PRODUCT_CATEGORY_TILES.map(() => randomCategoryCount()));
  const tiles = catalogue.demoMode
    ? PRODUCT_CATEGORY_TILES.map((name, i) => ({ name, count: random[i] ?? 0 }))
    : catalogue.lists.category.map((o) => ({ name: o.value, count: o.designs }));
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(({ name, count }) => (
        <li
          key={name}
          data-testid="category-tile"
          className="rounded-2xl border border-gold-200 bg-white p-5"
        >
          <p className="font-semibold">{name}</p>
          <p className="mt-1 text-ink/70">
            <span data-testid="category-count">{count}</span> items
          </p>
        </li>
      ))}
    </ul>
  );
}
