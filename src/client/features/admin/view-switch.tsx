/** One choice of a ViewSwitch: its id and the words on its button. */
export interface ViewChoice<Id extends string> {
  id: Id;
  label: string;
}

/**
 * The buttons that switch a tab between its views (Customers, Messages, Enquiries; the money
 * views; the Workshop's), the chosen one filled. On a phone they wrap onto a second line
 * rather than run past the screen's edge (Hindi labels and a third view do not fit one line).
 */
export function ViewSwitch<Id extends string>({
  label,
  choices,
  chosen,
  onChoose,
  className = "mb-5",
}: {
  /** What the group switches, for a screen reader. */
  label: string;
  choices: readonly ViewChoice<Id>[];
  chosen: Id;
  /** Called for every press, the chosen view's too (a view's button may lead back to its list). */
  onChoose: (id: Id) => void;
  className?: string;
}) {
  return (
    <div
      className={`${className} flex flex-wrap gap-1 rounded-lg border border-gold-200 bg-white p-1 sm:inline-flex`}
      role="group"
      aria-label={label}
    >
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          aria-pressed={chosen === choice.id}
          onClick={() => onChoose(choice.id)}
          className={`rounded-md px-3 py-1.5 font-semibold sm:px-4 ${chosen === choice.id ? "bg-maroon-700 text-white" : "text-maroon-700 hover:bg-maroon-50"}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
