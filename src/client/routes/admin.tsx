import { useNavigate } from "react-router";
import { ADMIN_PATHS } from "../../shared/admin-paths";
import { Dashboard } from "../features/admin/dashboard";
import { LoginForm } from "../features/admin/login-form";
import { useAdminSession } from "../features/admin/use-admin-session";
import { pageMeta } from "../seo";
import { PATHS } from "../../shared/paths";

export const meta = () => [
  ...pageMeta("Admin", "The owners' area: orders and production progress.", {
    path: PATHS.admin,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Every back-office screen (/admin and below). Without a session the login form shows at the
 * address asked for, and after login that screen opens.
 */
export default function Admin() {
  const { session, login, logout, call, download } = useAdminSession();
  const navigate = useNavigate();
  return session ? (
    <Dashboard
      session={session}
      call={call}
      download={download}
      onLogout={() => {
        void logout();
        void navigate(ADMIN_PATHS.home);
      }}
    />
  ) : (
    <LoginForm onLogin={login} />
  );
}
