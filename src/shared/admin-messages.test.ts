import { describe, expect, it } from "vitest";
import {
  MESSAGE_PAGE_SIZE,
  MessagePageQuerySchema,
  messageCursor,
  parseMessageCursor,
} from "./admin-messages";

describe("message page cursor", () => {
  it("reads back what it wrote", () => {
    const at = { receivedAt: "2024-03-01T10:00:00.000Z", id: 42 };
    expect(messageCursor(at)).toBe("2024-03-01T10:00:00.000Z_42");
    expect(parseMessageCursor(messageCursor(at))).toEqual(at);
  });

  it("takes the default page size and no cursor when none is given", () => {
    expect(MessagePageQuerySchema.parse({})).toEqual({
      limit: MESSAGE_PAGE_SIZE.default,
      handled: "all",
      q: "",
    });
    expect(
      MessagePageQuerySchema.parse({ limit: "100", cursor: "2024-03-01T10:00:00.000Z_7" }),
    ).toEqual({
      limit: 100,
      cursor: { receivedAt: "2024-03-01T10:00:00.000Z", id: 7 },
      handled: "all",
      q: "",
    });
  });
});
