import { MessagesPanel } from "./messages-panel";
import type { AdminCall } from "./use-admin-session";

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

export function SettingsTab() {
  return (
    <section aria-label="Settings">
      <h2 className="text-xl font-semibold text-maroon-800">Settings</h2>
      <p className="mt-2 text-ink/70">Store settings are coming soon.</p>
    </section>
  );
}
