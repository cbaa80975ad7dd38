import { useCallback } from "react";
import { useToast, type ToastInput } from "../../../ui/toast";
import { useAdminLocale } from "./admin-locale";

/**
 * The back office's toasts: in the owner's language (its dismiss button too, and marked with
 * her `lang`). Use this, not useToast, in every back-office component; give it texts already in
 * her language (`adminToasts(locale)`, her messages).
 */
export function useAdminToast(): (toast: ToastInput) => void {
  const toast = useToast();
  const locale = useAdminLocale();
  return useCallback(
    (input: ToastInput) => toast(locale === "en" ? input : { locale, ...input }),
    [toast, locale],
  );
}
