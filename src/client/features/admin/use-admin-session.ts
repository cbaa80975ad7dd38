import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminUser, LoginResponse, SessionAnswer } from "../../../shared/admin";
import { adminToasts } from "../../../shared/admin";
import type { Locale } from "../../../shared/locale";
import { EN, inLocale, m } from "../../../shared/messages";
import { apiRequest, type ApiResult } from "../../api-client";
import { useToast } from "../../ui/toast";
import { reportReach } from "./connection";
import { problemText } from "./i18n/problem-text";

export interface AdminSession {
  /** Demo mode's token, in page memory only; undefined when the session cookie carries it. */
  token: string | undefined;
  user: AdminUser;
  /**
   * Demo mode (the server keeps no cookie, so the token is in memory): the spec's dashboard in
   * the shop's frame. Outside it the back office has a frame of its own (admin-shell.tsx).
   */
  demo: boolean;
  /** Her screens' language: her account's (docs/decisions/0017); English at every demo login. */
  language: Locale;
}

/**
 * The owner's session (docs/decisions/0015-owner-sessions-that-last.md). In demo mode the token
 * lives in React state only (never storage or a cookie), so a reload logs out, as the spec
 * says. In production mode the server keeps it in an HttpOnly cookie the page cannot read: on
 * load the page asks whether that cookie's session is live (`checking` until it knows).
 */
export function useAdminSession() {
  const [session, setSession] = useState<AdminSession | null>(null);
  const [checking, setChecking] = useState(true);
  /** True from Logout until the next login. */
  const leaving = useRef(false);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    void apiRequest<{ session: SessionAnswer | null }>("/admin/session/resume").then((r) => {
      if (!current) return;
      const resumed = r.ok ? r.data.session : null;
      if (resumed)
        setSession(
          (shown) =>
            shown ?? {
              token: undefined,
              user: resumed.user,
              demo: false,
              language: resumed.language,
            },
        );
      setChecking(false);
    });
    return () => {
      current = false;
    };
  }, []);

  /** True once logged in; otherwise why not, as the login form says it beside the password. */
  const login = useCallback(
    async (username: string, password: string, remember = false): Promise<true | string> => {
      const result = await apiRequest<LoginResponse>("/admin/login", {
        body: { username, password, remember },
      });
      if (result.ok) {
        const { session: kept, token, user, language } = result.data;
        leaving.current = false;
        // With the cookie, the page forgets the token: no script can read the session.
        const demo = kept === "memory";
        setSession({ token: demo ? token : undefined, user, demo, language });
        toast(inHer(language, adminToasts(language).success(user.displayName)));
        return true;
      }
      // The login page is the spec's, in English.
      const { failed } = adminToasts("en");
      const why = result.status === 401 ? failed.description : result.error;
      toast({ title: failed.title, description: why, variant: "destructive" });
      return why;
    },
    [toast],
  );

  const logout = useCallback(async () => {
    leaving.current = true;
    if (session) await apiRequest("/admin/logout", { method: "POST", token: session.token });
    setSession(null);
    const language = session?.language ?? "en";
    toast(inHer(language, adminToasts(language).logout));
  }, [session, toast]);

  /** An admin API call; a refused session sends the owner back to the login form. */
  const call = useCallback(
    async <T>(
      path: string,
      init: { method?: string; body?: unknown } = {},
    ): Promise<ApiResult<T>> => {
      const result = await apiRequest<T>(`/admin${path}`, { ...init, token: session?.token });
      reportReach(result.status !== 0);
      // A request still on its way when she logs out is refused: she knows, no need to say so.
      if (!result.ok && result.status === 401 && !leaving.current) {
        setSession(null);
        const language = session?.language ?? "en";
        toast(
          inHer(language, {
            title: m.admin_toast_session_expired({}, inLocale(language)),
            description: problemText(language, result),
            variant: "destructive",
          }),
        );
      }
      return result;
    },
    [session, toast],
  );

  /**
   * Her screens' language: on her account outside demo mode (so her other devices show it),
   * in this page only in demo mode. False when the server refused it (she is told).
   */
  const chooseLanguage = useCallback(
    async (language: Locale): Promise<boolean> => {
      if (!session) return false;
      if (!session.demo) {
        const r = await call<{ language: Locale }>("/account/language", {
          method: "PUT",
          body: { language },
        });
        if (!r.ok) {
          const o = inLocale(session.language);
          if (r.status !== 401)
            toast(
              inHer(session.language, {
                title: m.admin_language_not_changed({}, o),
                description: problemText(session.language, r),
                variant: "destructive",
              }),
            );
          return false;
        }
      }
      setSession((shown) => shown && { ...shown, language });
      return true;
    },
    [session, call, toast],
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
          headers: session?.token ? { Authorization: `Bearer ${session.token}` } : {},
        });
      } catch {
        reportReach(false);
        return { ok: false, status: 0, error: m.network_error({}, EN) };
      }
      reportReach(true);
      if (!response.ok) {
        const refusal = (await response.json().catch(() => ({}))) as { error?: string };
        if (response.status === 401) setSession(null);
        return {
          ok: false,
          status: response.status,
          error: refusal.error ?? m.admin_download_failed({}, EN),
        };
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

  return { session, checking, login, logout, call, download, chooseLanguage };
}

/** A toast in her language, marked so when it is not the page's English. */
const inHer = <T extends object>(language: Locale, toast: T) =>
  language === "en" ? toast : { ...toast, locale: language };

export type AdminCall = ReturnType<typeof useAdminSession>["call"];
export type AdminDownload = ReturnType<typeof useAdminSession>["download"];
