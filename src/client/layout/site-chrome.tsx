import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * The shop's frame around every page (navigation bar, footer, floating chat button, language
 * bar). The back office outside demo mode has a frame of its own and asks for the shop's to be
 * left out while it shows (features/admin/admin-shell.tsx); every other page keeps it.
 */
const SiteChromeContext = createContext<(hidden: boolean) => void>(() => undefined);

export function SiteChrome({ children }: { children: (shown: boolean) => ReactNode }) {
  const [hidden, setHidden] = useState(false);
  return (
    <SiteChromeContext.Provider value={setHidden}>{children(!hidden)}</SiteChromeContext.Provider>
  );
}

/** Leaves the shop's frame out while the calling component is shown. */
export function useWithoutSiteChrome(): void {
  const setHidden = useContext(SiteChromeContext);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
