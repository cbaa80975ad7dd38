import { Lock } from "lucide-react";
import { pageMeta } from "../seo";

export const meta = () => [
  ...pageMeta("Admin", "Owners' area."),
  { name: "robots", content: "noindex" },
];

/** Placeholder until the back-office issue builds the login and dashboard. */
export default function Admin() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <Lock className="mx-auto size-12 text-maroon-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-maroon-800">Admin Area</h1>
      <p className="mt-3 text-ink/80">The owners&apos; login and dashboard are coming soon.</p>
    </section>
  );
}
