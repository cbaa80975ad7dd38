export function SettingsTab() {
  return (
    <section aria-label="Settings">
      <h2 className="text-xl font-semibold text-maroon-800">Settings</h2>
      <p className="mt-2 text-ink/70">Store settings are coming soon.</p>
    </section>
  );
}
