import { describe, expect, it } from "vitest";
import { LoginRequestSchema } from "./admin";
import { ContactSchema } from "./contact-schema";
import { CustomerDetailsSchema } from "./order-input";
import { isStorableText, unstorableText } from "./storable-text";

const contact = { name: "Anita Sharma", phone: "+91 98765 43210", message: "Bridal poshak?" };
const customer = {
  name: "Anita Sharma",
  phone: "+91 98765 43210",
  address: { line: "12 Johari Bazaar", city: "Jaipur", state: "Rajasthan" },
};
const UNSTORABLE = {
  NUL: "Hi\u0000there",
  "lone high surrogate": "Hi\ud83d",
  "lone low": "\ude00x",
};

describe("text no database keeps as sent, refused by the shared schemas", () => {
  it("tells NUL and lone surrogates from real text (emoji pairs, Devanagari, marks)", () => {
    for (const text of Object.values(UNSTORABLE)) expect(isStorableText(text)).toBe(false);
    for (const text of ["पोशाक", "🙂 ok", "\u200f", "a\u0301", ""])
      expect(isStorableText(text)).toBe(true);
    expect(unstorableText({ a: "ok", b: [{ c: "x\u0000" }] })).toBe("b.0.c");
    expect(unstorableText({ a: "ok", n: 3 })).toBeUndefined();
  });

  it.each(Object.entries(UNSTORABLE))(
    "the contact form refuses %s in every text field, naming it",
    (_kind, bad) => {
      const labels = { name: "Name", message: "Message", subject: "Subject" } as const;
      for (const [field, label] of Object.entries(labels)) {
        const result = ContactSchema.safeParse({ ...contact, [field]: `${bad} text` });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
          field,
          `${label} contains a character that is not allowed`,
        ]);
      }
    },
  );

  it("the owners' forms and the login refuse it too, and accept real text", () => {
    const order = CustomerDetailsSchema.safeParse({
      ...customer,
      address: { ...customer.address, city: "Jai\u0000pur" },
    });
    expect(order.error?.issues[0]).toMatchObject({
      path: ["address", "city"],
      message: "City contains a character that is not allowed",
    });
    const login = LoginRequestSchema.safeParse({ username: "sunita", password: "x\ud800" });
    expect(login.error?.issues[0]).toMatchObject({ path: ["password"] });
    expect(CustomerDetailsSchema.safeParse({ ...customer, name: "अनीता 🙂" }).success).toBe(true);
    expect(ContactSchema.safeParse({ ...contact, message: "पोशाक 🙂" }).success).toBe(true);
  });
});
