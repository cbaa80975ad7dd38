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

  /**
   * Saves a file the admin API answers (a CSV export): fetched with the session's token, which
   * a plain link could not carry, then handed to the browser as a download.
   */
  const download = useCallback(
    async (path: string): Promise<ApiResult<string>> => {
      let response: Response;
      try {
        response = await fetch(`/api/admin${path}`, {
          headers: session ? { Authorization: `Bearer ${session.token}` } : {},
        });
      } catch {
        return { ok: false, status: 0, error: "We could not reach the boutique's server." };
      }
      if (!response.ok) {
        const refusal = (await response.json().catch(() => ({}))) as { error?: string };
        if (response.status === 401) setSession(null);
        return { ok: false, status: response.status, error: refusal.error ?? "Download failed" };
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ??
        "export.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return { ok: true, status: response.status, data: name };
    },
    [session],
  );

  return { session, login, logout, call, download };
}

export type AdminCall = ReturnType<typeof useAdminSession>["call"];
export type AdminDownload = ReturnType<typeof useAdminSession>["download"];
