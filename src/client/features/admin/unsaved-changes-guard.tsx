import { useEffect } from "react";
import { useBlocker } from "react-router";

export const LEAVE_QUESTION =
  "Leave this form? What you typed is kept as a draft on this device until you save or cancel it.";

/**
 * Asks before the owner leaves a form with unsaved changes for another screen of the app (a
 * tab, a link, Back). A reload or a closed tab loses nothing either: the draft is kept
 * (use-draft.ts). Rendered only by a form that keeps a draft: a router has one blocker at a time.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}
