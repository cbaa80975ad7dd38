import { useEffect, useRef, type ReactNode } from "react";
import { inLocale, m } from "../../../shared/messages";
import { Button } from "./button";
import { useAdminLocale } from "./i18n/admin-locale";

/**
 * The end of a list read in pages: a button for the next page and a line saying how much is
 * shown. With `auto`, the next page is asked for as the button nears the screen (infinite
 * scroll); the button stays for the keyboard and for browsers that do not say so.
 */
export function LoadMore({
  onMore,
  loading,
  label,
  status,
  auto = false,
}: {
  onMore: () => void;
  loading: boolean;
  label: string;
  status: ReactNode;
  auto?: boolean;
}) {
  const locale = useAdminLocale();
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const target = end.current;
    if (!auto || loading || !target || typeof IntersectionObserver === "undefined") return;
    // Some way ahead of the screen's bottom, so the next rows are there before she gets there.
    // Observed again after each page: still in view (a short page), it asks for the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: "0px 0px 800px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto, loading]);
  return (
    <div ref={end} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="outline" disabled={loading} onClick={onMore}>
        {loading ? m.admin_loading({}, inLocale(locale)) : label}
      </Button>
      <p aria-live="polite" className="text-sm text-ink/70">
        {status}
      </p>
    </div>
  );
}
