import { Fragment, type ReactNode } from "react";

/** Marks where a part goes in a message's text (a private-use character no one types). */
const MARK = "\uE000";
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A message with parts of its own inside: its placeholders get marks, then each mark is replaced
 * by its part (a count in its own element, the owners' words marked as data), so the words around
 * them keep the order of the owner's language.
 * `withParts((part) => m.x({ count: part(<span>{n}</span>) }, o))`.
 * One span holds it all: in a flex box (a button) the pieces stay one run of text, which is also
 * the button's name ("Use “Maroon”", not "Use “ Maroon ”").
 */
export function withParts(build: (part: (node: ReactNode) => string) => string): ReactNode {
  const parts: ReactNode[] = [];
  const text = build((node) => `${MARK}${parts.push(node) - 1}${MARK}`);
  return (
    <span>
      {text
        .split(MARKED)
        .map((piece, i) =>
          i % 2 === 0 ? piece : <Fragment key={i}>{parts[Number(piece)]}</Fragment>,
        )}
    </span>
  );
}

/**
 * The owners' own words in a sentence (a design's name, a list's value, as typed): never
 * translated, whatever language the sentence is in.
 */
export const Data = ({ children }: { children: string }) => <span translate="no">{children}</span>;

/** `data` for a message's placeholder: the owners' words, marked. */
export const dataPart =
  (part: (node: ReactNode) => string) =>
  (text: string): string =>
    part(<Data>{text}</Data>);
