import { useMemo } from "react";
import { qrShape } from "../../shared/billing/upi-qr";

/**
 * A UPI link as its QR code, drawn as one SVG path (shared/billing/upi-qr.ts): black on white
 * with its quiet zone, sharp at any size. Its own module, loaded when a request is shown, so the
 * QR library never weighs on a page that shows none (the tracking page, the back office).
 */
export default function UpiQr({
  link,
  label,
  className,
}: {
  link: string;
  /** What a screen reader says of it ("QR code to pay ₹12,500 by UPI"). */
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => qrShape(link), [link]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="upi-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
