import { useEffect, useState } from "react";
import type { DesignChoices } from "../../../../shared/catalogue-admin";
import type { AdminCall } from "../use-admin-session";
import type { DesignChoice } from "./item-rows";

/**
 * The catalogue's designs an order's items can name, as the owners keep them (Products tab):
 * asked for once a screen needs them (`needed`), not with the list of orders.
 */
export function useDesignChoices(call: AdminCall, needed: boolean): readonly DesignChoice[] {
  const [choices, setChoices] = useState<readonly DesignChoice[] | null>(null);
  const asked = choices !== null;
  useEffect(() => {
    if (!needed || asked) return;
    let current = true;
    void call<DesignChoices>("/designs/choices").then((r) => {
      if (current && r.ok) setChoices(r.data.designs);
    });
    return () => {
      current = false;
    };
  }, [call, needed, asked]);
  return choices ?? NONE;
}

const NONE: readonly DesignChoice[] = [];
