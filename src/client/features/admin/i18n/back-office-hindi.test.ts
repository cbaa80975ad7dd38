import { describe, expect, it } from "vitest";
import { PasswordChangeSchema } from "../../../../shared/account";
import { adminToasts, ADMIN_TOASTS } from "../../../../shared/admin";
import { deliveryMarkOf } from "../../../../shared/attention";
import { ContactSchema } from "../../../../shared/contact-schema";
import { CancelOrderSchema } from "../../../../shared/order-input";
import {
  PRODUCTION_STEP_TEMPLATE,
  READY_MADE_STEP_TEMPLATE,
} from "../../../../shared/production-steps";
import { HINDI_STEP_IDS } from "../../../../shared/production-steps-hindi";
import { checkInput } from "../../../../shared/schema-problem";
import { PaymentSchema } from "../../../../shared/payments";
import { adminFormat } from "./admin-format";
import {
  attentionLabels,
  localizedStep,
  priorityName,
  rowStepName,
  stepStatusName,
} from "./display-names";
import { problemText } from "./problem-text";

const DEVANAGARI = /[\u0900-\u097f]/;

describe("the back office's formats in her language", () => {
  const en = adminFormat("en");
  const hi = adminFormat("hi");

  it("groups numbers and rupees the Indian way, with Latin digits, in both", () => {
    expect([en.rupees(475000), hi.rupees(475000)]).toEqual(["₹4,75,000", "₹4,75,000"]);
    expect([en.number(1250), hi.number(1250)]).toEqual(["1,250", "1,250"]);
  });

  it("names months and the time of day in Hindi, never am or pm", () => {
    expect(hi.date("2024-01-15")).toBe("15 जनवरी 2024");
    expect(hi.shortDate("2026-11-22")).toBe("22 नव॰ 2026");
    // 05:02 UTC is 10:32 in Jaipur: morning.
    expect(hi.dateTime("2026-11-22T05:02:00Z")).toBe("22 नव॰ 2026, सुबह 10:32");
    expect(hi.dateTime("2026-11-22T14:30:00Z")).toBe("22 नव॰ 2026, रात 8:00");
    // English as it always was.
    expect(en.dateTime("2026-11-22T05:02:00Z")).toBe("22 Nov 2026, 10:32 am");
    expect(en.shortDate("2026-11-22")).toBe("22 Nov 2026");
  });
});

describe("the spec's toasts", () => {
  it("stay word for word in English", () => {
    expect(ADMIN_TOASTS.success("Sunita Rathore")).toEqual({
      title: "Login successful!",
      description: "Welcome back, Sunita Rathore",
    });
    expect(ADMIN_TOASTS.logout).toEqual({
      title: "Logged out successfully",
      description: "See you soon!",
    });
    expect(ADMIN_TOASTS.stepUpdated).toEqual({
      title: "Step Updated",
      description: "Production step status updated successfully",
    });
  });

  it("are said in Hindi to an owner who reads Hindi, but for the login page's", () => {
    const hi = adminToasts("hi");
    expect(hi.success("सुनीता").description).toBe("फिर से स्वागत है, सुनीता");
    for (const toast of [hi.logout, hi.stepUpdated])
      expect(`${toast.title} ${toast.description}`).toMatch(DEVANAGARI);
    // The login page is the spec's, in English, in both.
    expect([hi.missing, hi.failed]).toEqual([ADMIN_TOASTS.missing, ADMIN_TOASTS.failed]);
  });
});

describe("the shared modules' values in her language", () => {
  it("says every template step in Hindi by its identity; an owner's own step as typed", () => {
    const steps = [...PRODUCTION_STEP_TEMPLATE, ...READY_MADE_STEP_TEMPLATE];
    expect([...HINDI_STEP_IDS].sort()).toEqual(steps.map((s) => s.id).sort());
    for (const step of steps) {
      const hindi = localizedStep(step, "hi");
      expect(hindi.name, step.id).toMatch(DEVANAGARI);
      expect(hindi.description, step.id).toMatch(DEVANAGARI);
      expect(localizedStep(step, "en")).toEqual({ name: step.name, description: step.description });
    }
    const embroidery = PRODUCTION_STEP_TEMPLATE[4]!;
    expect(localizedStep(embroidery, "hi").name).toBe("कढ़ाई का काम");
    // A step renamed by an owner (or a description she rewrote) is hers, as written.
    expect(localizedStep({ ...embroidery, name: "Aari work" }, "hi").name).toBe("Aari work");
    expect(
      localizedStep({ ...embroidery, description: "Mirror work by Salma" }, "hi").description,
    ).toBe("Mirror work by Salma");
    // A list row knows its step by name only.
    expect(rowStepName("Embroidery Work", "hi")).toBe("कढ़ाई का काम");
    expect(rowStepName("Completed", "hi")).toBe("सब पूरा");
    expect(rowStepName("Aari work", "hi")).toBe("Aari work");
    expect(rowStepName("Completed", "en")).toBe("Completed");
  });

  it("names statuses, priorities and the attention groups in Hindi, and as before in English", () => {
    expect(stepStatusName("in-progress", "en")).toBe("in progress");
    expect(stepStatusName("in-progress", "hi")).toBe("चल रहा है");
    expect(priorityName("urgent", "en")).toBe("urgent");
    expect(priorityName("urgent", "hi")).toMatch(DEVANAGARI);
    expect(attentionLabels("en").overdue).toEqual({
      title: "Overdue",
      hint: "Expected delivery has passed",
    });
    expect(attentionLabels("hi")["due-soon"].hint).toBe("7 दिन के अंदर देने हैं");
    const order = {
      expectedDelivery: "2026-11-14",
      currentStatus: "in-work" as const,
      balanceRupees: 0,
      cancelled: false,
    };
    expect(deliveryMarkOf(order, "2026-11-24")?.label).toBe("Overdue 10 days");
    expect(deliveryMarkOf(order, "2026-11-24", "hi")?.label).toBe("10 दिन की देरी");
    expect(
      deliveryMarkOf({ ...order, expectedDelivery: "2026-11-25" }, "2026-11-24", "hi"),
    ).toEqual({ group: "due-soon", label: "कल देना है" });
  });
});

describe("a refusal in her language", () => {
  const refusal = (schema: Parameters<typeof checkInput>[0], input: unknown) => {
    const checked = checkInput(schema, input);
    if (checked.ok) throw new Error("expected a refusal");
    return checked;
  };

  it("is the server's English as it came for an owner who reads English", () => {
    const problem = refusal(CancelOrderSchema, { reason: "" });
    expect(problemText("en", problem, { labels: { reason: "कारण" } })).toBe(problem.error);
  });

  it("says the shared field rules in Hindi, naming the field by her form's label", () => {
    const empty = refusal(CancelOrderSchema, { reason: "" });
    expect(empty).toMatchObject({ error: "Reason is required", field: "reason" });
    expect(problemText("hi", empty, { labels: { reason: "कारण" } })).toBe("कारण ज़रूरी है");
    const long = refusal(CancelOrderSchema, { reason: "x".repeat(5000) });
    expect(problemText("hi", long, { labels: { reason: "कारण" } })).toMatch(
      /^कारण में ज़्यादा से ज़्यादा \d+ अक्षर हो सकते हैं$/,
    );
    // A field her form gave no label: still Hindi, without the English label.
    expect(problemText("hi", empty)).toBe("यह खाना ज़रूरी है");
    const phone = refusal(ContactSchema, { name: "A", phone: "call me", message: "Hi" });
    expect(problemText("hi", phone)).toMatch(DEVANAGARI);
    const money = refusal(PaymentSchema, {
      amountRupees: 0.5,
      method: "cash",
      paidOn: "2026-11-20",
      reference: "",
    });
    expect(problemText("hi", money, { labels: { amountRupees: "रक़म" } })).toBe("रक़म पूरे रुपयों में लिखें");
  });

  it("says a list's field by the label the list's fields share", () => {
    expect(
      problemText(
        "hi",
        { error: "Item name is required", field: "items.2.name" },
        { labels: { "items.*.name": "सामान का नाम" } },
      ),
    ).toBe("सामान का नाम ज़रूरी है");
  });

  it("says the area's own refusals from its table, and no answer or a failure in Hindi", () => {
    const mismatch = refusal(PasswordChangeSchema, {
      currentPassword: "old password here",
      newPassword: "a saffron dupatta for Teej",
      repeatPassword: "something else entirely",
    });
    const known = new Map([[mismatch.error, () => "दोनों नए पासवर्ड एक जैसे नहीं हैं"]]);
    expect(problemText("hi", mismatch, { known })).toBe("दोनों नए पासवर्ड एक जैसे नहीं हैं");
    expect(problemText("hi", { error: "Database down", status: 503 })).toMatch(DEVANAGARI);
    expect(
      problemText("hi", {
        error:
          "We could not reach the boutique's server. Please check your connection and try again.",
        status: 0,
      }),
    ).toMatch(DEVANAGARI);
    expect(problemText("hi", { error: "Please log in again.", status: 401 })).toBe(
      "कृपया फिर से लॉगिन करें।",
    );
  });

  it("leaves a message it does not know in English, for the Hindi walk of the screen to find", () => {
    expect(problemText("hi", { error: "Something only this route says", field: "x" })).toBe(
      "Something only this route says",
    );
  });
});
