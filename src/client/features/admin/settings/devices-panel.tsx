import { useCallback, useEffect, useState } from "react";
import { DEVICE_TEXTS, type DeviceList, type SignedInDevice } from "../../../../shared/devices";
import { formatIndianDateTime } from "../../../../shared/orders";
import { useToast } from "../../../ui/toast";
import { Button } from "../button";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

/**
 * Settings: where the owner is signed in (browser, last use, address), and a way to end any of
 * them. Ending this device's session logs her out here, as Logout does.
 */
export function DevicesPanel({ call }: { call: AdminCall }) {
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [error, setError] = useState("");
  const [ending, setEnding] = useState<string | null>(null);
  const toast = useToast();

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
    toast(DEVICE_TEXTS.ended);
    // This device's session has ended: the session check sends her to the login form.
    await (device.current ? call("/session") : load());
  }

  if (error) return <Notice error>{error}</Notice>;
  if (!devices) return <Notice>Loading devices…</Notice>;
  return (
    <ul className="mt-3 divide-y divide-gold-100" aria-label={DEVICE_TEXTS.heading}>
      {devices.map((d) => (
        <li
          key={d.id}
          data-testid="signed-in-device"
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div>
            <p className="font-semibold">
              {d.browser}
              {d.current && (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {DEVICE_TEXTS.thisDevice}
                </span>
              )}
            </p>
            <p className="text-sm text-ink/70">
              Last used {formatIndianDateTime(d.lastSeenAt)}
              {d.ip && ` from ${d.ip}`} ·{" "}
              {d.persistent ? DEVICE_TEXTS.kept : DEVICE_TEXTS.untilClosed}
            </p>
          </div>
          <Button
            variant="outline"
            className="py-1 text-sm"
            disabled={ending !== null}
            onClick={() => void end(d)}
            aria-label={`${DEVICE_TEXTS.end}: ${d.browser}${d.current ? ` (${DEVICE_TEXTS.thisDevice})` : ""}`}
          >
            {DEVICE_TEXTS.end}
          </Button>
        </li>
      ))}
    </ul>
  );
}
