import { useEffect, useState } from "react";
import type { AdminCatalogue } from "../../../../shared/catalogue-admin";
import type { AdminCall } from "../use-admin-session";
import type { DesignChoice } from "./item-rows";

/** The catalogue's designs an order's items can name, as the owners keep them (Products tab). */
export function useDesignChoices(call: AdminCall): readonly DesignChoice[] {
  const [choices, setChoices] = useState<readonly DesignChoice[]>([]);
  useEffect(() => {
    let current = true;
    void call<AdminCatalogue>("/designs").then((r) => {
      if (current && r.ok)
        setChoices(r.data.designs.map((d) => ({ id: d.id, name: d.name, hidden: d.hidden })));
    });
    return () => {
      current = false;
    };
  }, [call]);
  return choices;
}
