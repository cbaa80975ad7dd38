import type { ReactNode } from "react";

/** A line of state under a list or record: loading, empty, or (announced) a failure. */
export function Notice({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return error ? (
    <p role="alert" className="mt-4 text-red-700">
      {children}
    </p>
  ) : (
    <p className="mt-4 text-ink/70">{children}</p>
  );
}
