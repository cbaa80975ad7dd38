import { useEffect } from "react";
import { useNavigate } from "react-router";
import { resumed } from "../admin-resuming";
import { ADMIN_MANIFEST_PATH, ADMIN_TOUCH_ICON } from "../../shared/admin-manifest";
import { ADMIN_PATHS } from "../../shared/admin-paths";
import { Dashboard } from "../features/admin/dashboard";
import { dropStaleDrafts, forgetAllDrafts, hasDrafts } from "../features/admin/draft-store";
import { LoginForm } from "../features/admin/login-form";
import { useAdminSession } from "../features/admin/use-admin-session";
import { useHydrated } from "../hydration";
import { pageMeta } from "../seo";
import { PATHS } from "../../shared/paths";
import { inLocale, m } from "../../shared/messages";

/** The owners' app: its manifest and home-screen icon, on this page only (shared/admin-manifest.ts). */
export const links = () => [
  { rel: "manifest", href: ADMIN_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: ADMIN_TOUCH_ICON },
];

export const meta = () => [
  ...pageMeta("Admin", "The owners' area: orders and production progress.", {
    path: PATHS.admin,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Every back-office screen (/admin and below). Without a session the login form shows at the
 * address asked for, and after login that screen opens. In production mode a reload, a new tab
 * or a browser restart finds the session in its cookie (use-admin-session.ts).
 */
export default function Admin() {
  const { session, checking, login, logout, call, download, chooseLanguage } = useAdminSession();
  const navigate = useNavigate();
  // While the page asks whether a session cookie is live the login form stays usable (what is
  // typed into it then is kept); it only says it is busy.
  const asking = useHydrated() && checking;
  useEffect(() => {
    if (!checking) resumed();
  }, [checking]);
  // The login form shows (logged out, her session ended, or a reload in demo mode): the drafts
  // nobody came back for in time leave this browser (draft-store.ts).
  const signedOut = !checking && !session;
  useEffect(() => {
    if (signedOut) dropStaleDrafts();
  }, [signedOut]);
  return session ? (
    <Dashboard
      session={session}
      call={call}
      download={download}
      chooseLanguage={chooseLanguage}
      onLogout={() => {
        // Logout leaves no drafts (customers' details) in this browser: she is asked first
        // when there are any, as leaving a form asks.
        const question = m.admin_logout_drafts_question({}, inLocale(session.language));
        if (hasDrafts() && !window.confirm(question)) return;
        forgetAllDrafts();
        // Home once the session has ended: the screen she leaves asks nothing more of the server.
        void logout().then(() => {
          forgetAllDrafts();
          navigate(ADMIN_PATHS.home);
        });
      }}
    />
  ) : (
    <div aria-busy={asking || undefined}>
      <LoginForm onLogin={login} />
    </div>
  );
}
