import { describe, expect, it } from "vitest";
import {
  cleanParam,
  longDate,
  renderMessage,
  shortDate,
  STATUS_NOTES,
  STATUS_WORDS,
} from "./message-render";
import { MESSAGE_TEMPLATES } from "./message-templates";
import { LANGUAGES, MESSAGE_KINDS } from "./notifications";
import { CUSTOMER_STATUSES } from "./orders";
import { handLinkFor, mailtoLink, whatsappLink, whatsappNumber } from "./hand-links";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("message templates", () => {
  it("fill in every placeholder of every message in both languages, in the template's order", () => {
    for (const kind of MESSAGE_KINDS) {
      const template = MESSAGE_TEMPLATES[kind];
      const values = Object.fromEntries(template.params.map((p, i) => [p, `value${i + 1}`]));
      for (const language of LANGUAGES) {
        const text = renderMessage(kind, language, values as never);
        expect(text.params).toEqual(template.params.map((_, i) => `value${i + 1}`));
        for (const part of [text.subject, text.body]) expect(part).not.toMatch(/\{\w+\}/);
        for (const [i] of template.params.entries())
          expect(`${text.subject} ${text.body}`).toContain(`value${i + 1}`);
        if (language === "hi") expect(text.body).toMatch(DEVANAGARI);
        else expect(text.body).not.toMatch(DEVANAGARI);
      }
    }
  });

  it("names each WhatsApp template once, as WhatsApp allows (lower case and underscores)", () => {
    const names = MESSAGE_KINDS.map((k) => MESSAGE_TEMPLATES[k].whatsappName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,512}$/);
  });

  it("refuses to send a message missing a value", () => {
    expect(() => renderMessage("order-note", "en", { name: "Meera" } as never)).toThrow(
      /needs a value for orderId/,
    );
  });

  it("flattens a parameter as WhatsApp requires: no line breaks, not empty, not too long", () => {
    expect(cleanParam("Fitting on Monday,\n\n\tplease   bring      the blouse")).toBe(
      "Fitting on Monday, please bring the blouse",
    );
    expect(cleanParam("   ")).toBe("-");
    expect(cleanParam("x".repeat(2000))).toHaveLength(600);
  });

  it("has a word and a line for every status in both languages", () => {
    for (const language of LANGUAGES)
      for (const status of CUSTOMER_STATUSES) {
        expect(STATUS_WORDS[language][status]).not.toBe("");
        expect(STATUS_NOTES[language][status]).not.toBe("");
      }
    expect(STATUS_WORDS.en.ready).toBe("Ready for Dispatch");
  });

  it("writes dates the Indian way in each language", () => {
    expect(longDate("2026-12-05", "en")).toBe("5 December 2026");
    expect(longDate("2026-12-05", "hi")).toBe("5 दिसंबर 2026");
    expect(shortDate("2026-03-02", "en")).toBe("2 Mar");
  });
});

describe("sending by hand", () => {
  it("makes WhatsApp numbers and links, Indian numbers gaining 91", () => {
    expect(whatsappNumber("+91 98290 41736")).toBe("919829041736");
    expect(whatsappNumber("098290 41736")).toBe("919829041736");
    expect(whatsappNumber("9829041736")).toBe("919829041736");
    expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
    expect(whatsappLink("98290 41736", "नमस्ते Meera जी! Order #1 & more")).toBe(
      "https://wa.me/919829041736?text=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87%20Meera%20%E0%A4%9C%E0%A5%80!%20Order%20%231%20%26%20more",
    );
  });

  it("makes mailto: links with the subject and text filled in", () => {
    expect(mailtoLink("meera@example.in", "Your order", "Line one & two")).toBe(
      "mailto:meera@example.in?subject=Your%20order&body=Line%20one%20%26%20two",
    );
    expect(handLinkFor({ channel: "email", recipient: "a@b.in", subject: "S", body: "B" })).toBe(
      "mailto:a@b.in?subject=S&body=B",
    );
  });
});
