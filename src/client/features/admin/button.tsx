import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-maroon-700 text-white hover:bg-maroon-800",
  outline: "border border-maroon-200 text-maroon-700 hover:bg-maroon-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

/** The admin area's buttons: filled for the main action of a card, outlined for the rest. */
export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold disabled:opacity-70 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
