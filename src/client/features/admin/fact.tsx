import type { ReactNode } from "react";

/** One labelled fact of a record (order, message, customer), inside a <dl>. */
export function Fact({
  label,
  children,
  className,
  valueClassName,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-ink/70">{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
