/**
 * A photo upload under way: its bar, then "preparing" while the server makes the sizes (the
 * catalogue's photos and an order's). Read out as a status.
 */
export function UploadProgress({
  percent,
  label,
  uploading,
  preparing,
  testId,
  barClassName,
}: {
  percent: number;
  /** The bar's name, for a screen reader. */
  label: string;
  /** What the line under the bar says while the bytes go up, and once they are all up. */
  uploading: string;
  preparing: string;
  testId: string;
  barClassName: string;
}) {
  return (
    <div className="mt-3" role="status" data-testid={testId}>
      <progress
        max={100}
        value={percent}
        className={`${barClassName} accent-maroon-700`}
        aria-label={label}
      />
      <p className="text-sm text-ink/80">{percent < 100 ? uploading : preparing}</p>
    </div>
  );
}
