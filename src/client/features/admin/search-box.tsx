import { Search } from "lucide-react";
import { INPUT } from "./form-parts";

/** A search field with its icon and a label for screen readers (or shown, when `visibleLabel`). */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  visibleLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The longest search the list's server takes: the box holds no more. */
  maxLength?: number;
  visibleLabel?: boolean;
}) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className={visibleLabel ? "text-sm font-medium text-ink" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3.5 size-4 text-ink/50"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className={`${INPUT} pl-9`}
        />
      </div>
    </div>
  );
}
