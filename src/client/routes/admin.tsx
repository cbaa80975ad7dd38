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

export default function Admin() {
  const { session, login, logout, call, download } = useAdminSession();
  return session ? (
    <Dashboard session={session} call={call} download={download} onLogout={() => void logout()} />
  ) : (
    <LoginForm onLogin={login} />
  );
}
