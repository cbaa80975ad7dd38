import { useCallback, useEffect, useState } from "react";
import {
  DEVICE_REFUSED,
  deviceName,
  deviceTexts,
  type DeviceList,
  type SignedInDevice,
} from "../../../../shared/devices";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText, type KnownProblems } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

const KNOWN: KnownProblems = new Map([[DEVICE_REFUSED, (o) => m.admin_devices_not_found({}, o)]]);

/**
 * Settings: where the owner is signed in (browser, last use, address), and a way to end any of
 * them. Ending this device's session logs her out here, as Logout does.
 */
export function DevicesPanel({ call }: { call: AdminCall }) {
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [error, setError] = useState("");
  const [ending, setEnding] = useState<string | null>(null);
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const texts = deviceTexts(locale);

  const load = useCallback(
    () =>
      call<DeviceList>("/sessions").then((r) => {
        if (r.ok) setDevices(r.data.devices);
        setError(r.ok ? "" : r.error);
      }),
    [call],
  );
  useEffect(() => {
    let current = true;
    void call<DeviceList>("/sessions").then((r) => {
      if (!current) return;
      if (r.ok) setDevices(r.data.devices);
      setError(r.ok ? "" : r.error);
    });
    return () => {
      current = false;
    };
  }, [call]);

  async function end(device: SignedInDevice) {
    setEnding(device.id);
    const r = await call(`/sessions/${encodeURIComponent(device.id)}`, { method: "DELETE" });
    setEnding(null);
    if (!r.ok) return setError(r.error);
    toast(texts.ended);
    // This device's session has ended: the session check sends her to the login form.
    await (device.current ? call("/session") : load());
  }

  if (error) return <Notice error>{problemText(locale, { error }, { known: KNOWN })}</Notice>;
  if (!devices) return <Notice>{m.admin_devices_loading({}, o)}</Notice>;
  return (
    <ul className="mt-3 divide-y divide-gold-100" aria-label={texts.heading}>
      {devices.map((d) => {
        // A browser's and a system's names are names in any language.
        const name = deviceName(d, locale);
        return (
          <li
            key={d.id}
            data-testid="signed-in-device"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-semibold">
                <span translate="no">{name}</span>
                {d.current && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {texts.thisDevice}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink/70">
                {d.ip
                  ? m.admin_devices_last_used_from({ when: f.dateTime(d.lastSeenAt), ip: d.ip }, o)
                  : m.admin_devices_last_used({ when: f.dateTime(d.lastSeenAt) }, o)}{" "}
                · {d.persistent ? texts.kept : texts.untilClosed}
              </p>
            </div>
            <Button
              variant="outline"
              className="py-1 text-sm"
              disabled={ending !== null}
              onClick={() => void end(d)}
              aria-label={`${texts.end}: ${name}${d.current ? ` (${texts.thisDevice})` : ""}`}
            >
              {texts.end}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
