import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, missingRequired } from "./contact";
import { ContactSchema } from "./contact-schema";

const valid = {
  name: "Anita Sharma",
  phone: "+91 98765 43210",
  message: "Do you make bridal poshaks?",
};

describe("contact form schema", () => {
  it("accepts the three required fields alone and trims them", () => {
    const parsed = ContactSchema.parse({ ...valid, name: "  Anita Sharma " });
    expect(parsed).toEqual({ ...valid, email: "", subject: "" });
  });

  it("names the field that is missing or only spaces", () => {
    for (const field of ["name", "phone", "message"] as const) {
      const result = ContactSchema.safeParse({ ...valid, [field]: "   " });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(/is required/);
      expect(missingRequired({ ...valid, [field]: " " })).toBe(true);
    }
    expect(missingRequired(valid)).toBe(false);
  });

  it("accepts an empty e-mail but rejects a malformed one", () => {
    expect(ContactSchema.safeParse({ ...valid, email: "" }).success).toBe(true);
    expect(ContactSchema.safeParse({ ...valid, email: "anita@example.com" }).success).toBe(true);
    const bad = ContactSchema.safeParse({ ...valid, email: "anita@" });
    expect(bad.error?.issues[0]?.message).toBe("Email must be a valid e-mail address");
  });

  it("rejects phones that are not phone numbers and overlong fields", () => {
    expect(ContactSchema.safeParse({ ...valid, phone: "call me" }).success).toBe(false);
    const long = ContactSchema.safeParse({
      ...valid,
      message: "x".repeat(CONTACT_LIMITS.message + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(
      `Message must be at most ${CONTACT_LIMITS.message} characters`,
    );
  });

  it("rejects wrong types with a clear message", () => {
    const result = ContactSchema.safeParse({ ...valid, name: 42 });
    expect(result.error?.issues[0]?.message).toBe("Name is required");
  });
});
