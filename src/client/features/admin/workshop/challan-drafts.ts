/**
 * The challan forms as typed (pieces and metres as text) and what each sends: the shared
 * schemas' input, metres in whole centimetres, or the first problem naming its field.
 */
import { checkInput, type InputProblem } from "../../../../shared/schema-problem";
import {
  centimetresOf,
  ChallanInputSchema,
  ChallanReturnInputSchema,
  type ChallanInput,
  type ChallanReturnInput,
} from "../../../../shared/workshop/challan-input";
import type { ChallanLine } from "../../../../shared/workshop/challans";
import { TYPED_REFUSALS } from "./workshop-drafts";

type Checked<T> = { ok: true; data: T } | ({ ok: false } & InputProblem);

export interface ChallanLineDraft {
  description: string;
  quantity: string;
  metres: string;
}

export interface ChallanDraft {
  karigarId: string;
  orderId: string;
  stepId: string;
  sentOn: string;
  expectedOn: string;
  note: string;
  lines: ChallanLineDraft[];
}

export const emptyLineDraft = (): ChallanLineDraft => ({
  description: "",
  quantity: "",
  metres: "",
});

const count = (text: string): number | string => {
  const t = text.trim();
  return t === "" ? 0 : /^\d+$/.test(t) ? Number(t) : t;
};

/** Typed metres as centimetres, or the field's refusal. */
function linesOf<T>(
  lines: T[],
  metres: (l: T) => string,
  field: (i: number) => string,
): { ok: true; centimetres: number[] } | ({ ok: false } & InputProblem) {
  const centimetres: number[] = [];
  for (const [i, line] of lines.entries()) {
    const cm = centimetresOf(metres(line));
    if (cm === null) return { ok: false, error: TYPED_REFUSALS.metres, field: field(i) };
    centimetres.push(cm);
  }
  return { ok: true, centimetres };
}

export function challanInputOf(draft: ChallanDraft): Checked<ChallanInput> {
  const cm = linesOf(
    draft.lines,
    (l) => l.metres,
    (i) => `lines.${i}.centimetres`,
  );
  if (!cm.ok) return cm;
  return checkInput(ChallanInputSchema, {
    karigarId: draft.karigarId === "" ? undefined : Number(draft.karigarId),
    orderId: draft.orderId,
    stepId: draft.stepId,
    sentOn: draft.sentOn,
    expectedOn: draft.expectedOn,
    note: draft.note,
    lines: draft.lines.map((l, i) => ({
      description: l.description,
      quantity: count(l.quantity),
      centimetres: cm.centimetres[i],
    })),
  });
}

export interface ReturnDraft {
  returnedOn: string;
  note: string;
  /** By line id: what came back as typed. */
  lines: Record<number, { quantity: string; metres: string }>;
}

export function returnInputOf(
  draft: ReturnDraft,
  lines: ChallanLine[],
): Checked<ChallanReturnInput> {
  const typed = lines.map((l) => ({
    id: l.id,
    ...(draft.lines[l.id] ?? { quantity: "", metres: "" }),
  }));
  const cm = linesOf(
    typed,
    (l) => l.metres,
    (i) => `lines.${i}.centimetres`,
  );
  if (!cm.ok) return cm;
  return checkInput(ChallanReturnInputSchema, {
    returnedOn: draft.returnedOn,
    note: draft.note,
    lines: typed
      .map((l, i) => ({
        lineId: l.id,
        quantity: count(l.quantity),
        centimetres: cm.centimetres[i],
      }))
      .filter((l) => l.quantity !== 0 || l.centimetres !== 0),
  });
}
