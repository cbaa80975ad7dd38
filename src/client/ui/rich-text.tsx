import { Fragment, type ReactNode } from "react";

/** A character no message contains: stands for a part while the message is said. */
const MARK = "\u0000";

/**
 * A message with parts that are elements (a name in bold, a red asterisk): the message is said
 * with a mark for each part, then the marks are replaced by the parts, in whatever order the
 * language puts them. `say` gets the mark text for each named part.
 */
export function RichText<K extends string>({
  say,
  parts,
}: {
  say: (marks: Record<K, string>) => string;
  parts: Record<K, ReactNode>;
}) {
  const names = Object.keys(parts) as K[];
  const marks = Object.fromEntries(names.map((n, i) => [n, `${MARK}${i}${MARK}`])) as Record<
    K,
    string
  >;
  const pieces = say(marks).split(MARK);
  // Odd pieces are the parts' numbers: "a", "0", "b" → a, parts[0], b.
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 0 ? piece : parts[names[Number(piece)]!]}</Fragment>
      ))}
    </>
  );
}
