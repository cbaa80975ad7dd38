import { describe, expect, it } from "vitest";
import { PasswordChangeSchema, PASSWORD_MESSAGES } from "../../shared/account";
import { isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  it.each([
    "qwerty123456",
    "1qaz2wsx3edc",
    "Password@2024",
    "P@ssw0rd2024!",
    "Iloveyou12345",
    "GotaPatti@2024!",
    "Poshak@2024Poshak",
    "Rajwadi Rang 2024",
    "sunita1975rathore",
    "aaaaaaaaaaaa",
    "abcabcabcabc",
    "121212121212",
    "123456789012",
  ])("refuses %s", async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each([
    "mirror-work on teal silk",
    "Gota Patti in the monsoon light",
    "7 camels crossed Johari Bazaar",
    "कढ़ाई की सुई 2031",
    "x9#Lq2v!Tz4m",
  ])("accepts %s", async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});

describe("the password change form's schema (browser and server)", () => {
  const valid = {
    currentPassword: "Poshak@2024",
    newPassword: "mirror-work on teal silk",
    repeatPassword: "mirror-work on teal silk",
  };
  const problem = (input: Record<string, string>) => {
    const issue = PasswordChangeSchema.safeParse(input).error?.issues[0];
    return issue && [issue.path.join("."), issue.message];
  };

  it("takes the passwords exactly as typed", () => {
    const spaced = { ...valid, newPassword: " spaced out " + "x", repeatPassword: " spaced out x" };
    expect(PasswordChangeSchema.parse(spaced).newPassword).toBe(" spaced out x");
  });

  it("names the field and the rule that failed", () => {
    expect(problem({ ...valid, currentPassword: "" })).toEqual([
      "currentPassword",
      PASSWORD_MESSAGES.currentRequired,
    ]);
    expect(
      problem({ ...valid, newPassword: "short-11chr", repeatPassword: "short-11chr" }),
    ).toEqual(["newPassword", PASSWORD_MESSAGES.tooShort]);
    expect(problem({ ...valid, repeatPassword: "mirror-work on teal silK" })).toEqual([
      "repeatPassword",
      PASSWORD_MESSAGES.mismatch,
    ]);
    expect(problem({ ...valid, currentPassword: valid.newPassword })).toEqual([
      "newPassword",
      PASSWORD_MESSAGES.unchanged,
    ]);
    expect(problem({ ...valid, newPassword: "a\u0000" + "b".repeat(12) })?.[1]).toMatch(
      /not allowed/,
    );
    expect(problem(valid)).toBeUndefined();
  });
});
