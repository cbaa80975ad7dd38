import { useCallback, useState } from "react";
import type { AdminUser, LoginResponse } from "../../../shared/admin";
import { ADMIN_TOASTS } from "../../../shared/admin";
import { apiRequest, type ApiResult } from "../../api-client";
import { useToast } from "../../ui/toast";

export interface AdminSession {
  token: string;
  user: AdminUser;
}

/**
 * The owner's session. The token lives in React state only (never localStorage or a cookie),
 * so a reload logs out, as the spec says.
 */
export function useAdminSession() {
  const [session, setSession] = useState<AdminSession | null>(null);
  const toast = useToast();

  const login = useCallback(
    async (username: string, password: string): Promise<boolean> => {
      const result = await apiRequest<LoginResponse>("/admin/login", {
        body: { username, password },
      });
      if (result.ok) {
        setSession({ token: result.data.token, user: result.data.user });
        toast(ADMIN_TOASTS.success(result.data.user.displayName));
        return true;
      }
      toast(
        result.status === 401
          ? { ...ADMIN_TOASTS.failed, variant: "destructive" }
          : { title: ADMIN_TOASTS.failed.title, description: result.error, variant: "destructive" },
      );
      return false;
    },
    [toast],
  );

  const logout = useCallback(async () => {
    if (session) await apiRequest("/admin/logout", { method: "POST", token: session.token });
    setSession(null);
    toast(ADMIN_TOASTS.logout);
  }, [session, toast]);

  /** An admin API call; a refused session sends the owner back to the login form. */
  const call = useCallback(
    async <T>(
      path: string,
      init: { method?: string; body?: unknown } = {},
    ): Promise<ApiResult<T>> => {
      const result = await apiRequest<T>(`/admin${path}`, { ...init, token: session?.token });
      if (!result.ok && result.status === 401) {
        setSession(null);
        toast({ title: "Session expired", description: result.error, variant: "destructive" });
      }
      return result;
    },
    [session, toast],
  );

  return { session, login, logout, call };
}

export type AdminCall = ReturnType<typeof useAdminSession>["call"];
