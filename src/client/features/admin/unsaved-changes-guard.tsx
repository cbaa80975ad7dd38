import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { EN, inLocale, m } from "../../../shared/messages";
import { useAdminLocale } from "./i18n/admin-locale";

/** In English (the tests read it). */
export const LEAVE_QUESTION = m.admin_leave_question({}, EN);

/**
 * Asks before the owner leaves a form with unsaved changes for another screen of the app (a
 * tab, a link, Back). A reload or a closed tab loses nothing either: the draft is kept
 * (use-draft.ts). A router has one blocker at a time: a page with several forms (an order's
 * payment and note, a customer's measurements) has one guard for all, UnsavedChangesScope.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  const locale = useAdminLocale();
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(m.admin_leave_question({}, inLocale(locale)))) blocker.proceed();
    else blocker.reset();
  }, [blocker, locale]);
  return null;
}

type Register = (unsaved: () => boolean) => () => void;
const ScopeContext = createContext<Register | null>(null);

/** One guard for every draft kept inside it (useDraft registers each). */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const forms = useRef(new Set<() => boolean>());
  const register = useCallback<Register>((unsaved) => {
    forms.current.add(unsaved);
    return () => void forms.current.delete(unsaved);
  }, []);
  const unsaved = useCallback(() => [...forms.current].some((f) => f()), []);
  return (
    <ScopeContext.Provider value={register}>
      <UnsavedChangesGuard unsaved={unsaved} />
      {children}
    </ScopeContext.Provider>
  );
}

/** Counts a form's unsaved changes in the page's guard, when the page has one. */
export function useUnsavedInScope(unsaved: () => boolean, kept: boolean): void {
  const register = useContext(ScopeContext);
  useEffect(() => (register && kept ? register(unsaved) : undefined), [register, unsaved, kept]);
}
