import { EN, m } from "../shared/messages";

/** The browser's only way to the server: JSON over fetch, with failures turned into values. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; field?: string; payload?: unknown };

const NETWORK_ERROR = m.network_error({}, EN);

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const payload = (await response.json().catch(() => undefined)) as
    (T & { error?: string; field?: string }) | undefined;
  if (response.ok && payload !== undefined)
    return { ok: true, status: response.status, data: payload };
  return {
    ok: false,
    status: response.status,
    error: payload?.error ?? NETWORK_ERROR,
    ...(payload?.field ? { field: payload.field } : {}),
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * A file sent as multipart/form-data, with its upload's progress (0 to 1) as it goes: fetch
 * cannot report that, XMLHttpRequest can.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  init: { token?: string; onProgress?: (fraction: number) => void },
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (init.token) xhr.setRequestHeader("Authorization", `Bearer ${init.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) init.onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => init.onProgress?.(1);
    xhr.onerror = () => resolve({ ok: false, status: 0, error: NETWORK_ERROR });
    xhr.onload = () => {
      let payload: (T & { error?: string; field?: string }) | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as T & { error?: string; field?: string };
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload !== undefined)
        return resolve({ ok: true, status: xhr.status, data: payload });
      resolve({
        ok: false,
        status: xhr.status,
        error: payload?.error ?? NETWORK_ERROR,
        ...(payload?.field ? { field: payload.field } : {}),
      });
    };
    xhr.send(form);
  });
}
