import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { LANGUAGE_TAGS, type Locale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";

/** One toast system for the whole site. Error toasts use the red 'destructive' style. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** The toast's language when it is not the page's (the back office's owner reads Hindi). */
  locale?: Locale;
}

interface ToastItem extends ToastInput {
  id: number;
}

const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 3;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast(): (toast: ToastInput) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside ToastProvider");
  return toast;
}

export function ToastProvider({ children, locale }: { children: ReactNode; locale: Locale }) {
  const o = inLocale(locale);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { ...input, id }].slice(-MAX_VISIBLE));
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        aria-label={m.toast_region({}, o)}
        role="region"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.variant === "destructive" ? "alert" : "status"}
            data-variant={t.variant ?? "default"}
            data-testid="toast"
            lang={t.locale && LANGUAGE_TAGS[t.locale]}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
              t.variant === "destructive"
                ? "destructive border-red-700 bg-red-600 text-white"
                : "border-gold-200 bg-white text-ink"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold" data-testid="toast-title">
                {t.title}
              </p>
              {t.description && (
                <p className="mt-1 text-sm opacity-90" data-testid="toast-description">
                  {t.description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label={m.toast_dismiss({}, t.locale ? inLocale(t.locale) : o)}
              className="rounded p-1 opacity-70 hover:opacity-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
