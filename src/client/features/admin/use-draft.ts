import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { draftKey, onDraftsForgotten, readDraft, removeDraft, writeDraft } from "./draft-store";
import { useUnsavedInScope } from "./unsaved-changes-guard";

/** The owner signed in (her username), for what the browser keeps per owner. */
export const OwnerContext = createContext<string | null>(null);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A draft kept before a form gained a field gets the field's starting value. */
function withNewFields<T>(kept: T | undefined, initial: T): T {
  if (kept === undefined) return initial;
  return isRecord(kept) && isRecord(initial) ? ({ ...initial, ...kept } as T) : kept;
}

/**
 * A form's state kept in the browser as a draft for this owner and form (`form`, e.g.
 * "new-order"): a half-filled form survives a reload, an accidental Back or a closed tab, and
 * comes back when she opens the form again (until she logs out, or it waits untouched longer
 * than draft-store.ts allows while nobody is signed in). `forget` drops it (on save or discard, as the
 * form closes); `clear` empties a form that stays open for the next entry (a payment, a
 * note), which is kept again as she types. Without a `form` (an edit) it is plain state.
 * `unsaved()` says whether what is shown differs from what the form started with
 * (UnsavedChangesGuard asks before leaving then; inside an UnsavedChangesScope, the page's).
 */
export function useDraft<T>(form: string | undefined, initial: T) {
  const owner = useContext(OwnerContext);
  const key = form && owner ? draftKey(owner, form) : undefined;
  const [value, setValue] = useState<T>(() =>
    withNewFields(key ? readDraft<T>(key) : undefined, initial),
  );
  const [restored] = useState(() => key !== undefined && readDraft(key) !== undefined);
  const [baseline] = useState(() => JSON.stringify(initial));
  const forgotten = useRef(false);
  const changed = JSON.stringify(value) !== baseline;
  const changedRef = useRef(changed);

  useEffect(() => {
    changedRef.current = changed;
    if (!key || forgotten.current) return;
    if (changed) writeDraft(key, value);
    else removeDraft(key);
  }, [key, value, changed]);

  // Dropped from outside (Logout, her erasure): not kept again, nothing to ask about.
  useEffect(
    () =>
      key
        ? onDraftsForgotten((keys) => {
            if (keys.includes(key)) forgotten.current = true;
          })
        : undefined,
    [key],
  );

  const forget = useCallback(() => {
    forgotten.current = true;
    if (key) removeDraft(key);
  }, [key]);
  const unsaved = useCallback(() => changedRef.current && !forgotten.current, []);
  const initialRef = useRef(initial);
  const clear = useCallback(() => {
    changedRef.current = false;
    setValue(initialRef.current);
  }, []);
  useUnsavedInScope(unsaved, key !== undefined);

  return { value, setValue, forget, clear, unsaved, restored, kept: key !== undefined };
}

/** Whether this owner has a draft of `form` kept (a form that opens on demand opens for it). */
export function useHasDraft(form: string): boolean {
  const owner = useContext(OwnerContext);
  const [has] = useState(() => owner !== null && readDraft(draftKey(owner, form)) !== undefined);
  return has;
}
