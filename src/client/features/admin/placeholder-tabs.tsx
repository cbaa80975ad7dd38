import { useState } from "react";
import { PRODUCT_CATEGORY_TILES, randomCategoryCount } from "../../../shared/admin";
import { MessagesPanel } from "./messages-panel";
import { NotificationsPanel } from "./settings/notifications-panel";
import type { AdminCall } from "./use-admin-session";

export function ProductsTab() {
  // Counts are random between 10 and 59, as the spec fixes; drawn once per visit to the tab.
  const [counts] = useState(() => PRODUCT_CATEGORY_TILES.map(() => randomCategoryCount()));
  return (
    <section aria-label="Products">
      <h2 className="text-xl font-semibold text-maroon-800">Product Management</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {PRODUCT_CATEGORY_TILES.map((name, i) => (
          <li
            key={name}
            data-testid="category-tile"
            className="rounded-2xl border border-gold-200 bg-white p-5"
          >
            <p className="font-semibold">{name}</p>
            <p className="mt-1 text-ink/70">
              <span data-testid="category-count">{counts[i]}</span> items
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CustomersTab({ call }: { call: AdminCall }) {
  return (
    <section aria-label="Customers">
      <h2 className="text-xl font-semibold text-maroon-800">Customer Management</h2>
      <p className="mt-2 text-ink/70">
        Customer profiles are coming soon. Messages from the contact form are below.
      </p>
      <MessagesPanel call={call} />
    </section>
  );
}

export function SettingsTab({ call }: { call: AdminCall }) {
  return (
    <section aria-label="Settings">
      <h2 className="mb-4 text-xl font-semibold text-maroon-800">Settings</h2>
      <NotificationsPanel call={call} />
    </section>
  );
}
