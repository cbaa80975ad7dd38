/**
 * Issue 21 §3: photo uploads are admitted one at a time, one more waits its turn, and the rest
 * are answered 503 at once; the waiting and refused bodies are never read (a storm of
 * 13 MB uploads grew the server past 1.5 GB).
 */
import { expect, it } from "vitest";
import { allowTimeForScrypt, withToken } from "../test-support/admin-app";
import { createCatalogueTestApp } from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { UPLOAD_BUSY, UPLOADS_AT_ONCE, UPLOADS_WAITING } from "./upload-admission";

allowTimeForScrypt();

/** A multipart body that sends its first bytes, then waits until `finish` is called. */
function slowBody() {
  let finish = () => {};
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("--b\r\nContent-Disposition: form-data; "));
      finish = () => controller.close();
    },
    pull() {
      pulled += 1;
    },
  });
  return { body, finish: () => finish(), pulled: () => pulled };
}

describeEachEngine("photo upload admission", (engine) => {
  const test = useTestDatabase(engine);

  it("admits one upload at a time, one waits, the rest are turned away unread", async () => {
    const { app, token } = await createCatalogueTestApp(test.db);
    const upload = (body: ReadableStream<Uint8Array>) =>
      app.request(
        "/api/admin/designs/2/photos",
        withToken(token, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=b" },
          body,
          duplex: "half",
        } as RequestInit),
      );
    const admitted = Array.from({ length: UPLOADS_AT_ONCE }, slowBody);
    const inFlight = admitted.map((s) => upload(s.body));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The next ones wait their turn, unread.
    const waiting = Array.from({ length: UPLOADS_WAITING }, slowBody);
    const waited = waiting.map((s) => upload(s.body));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const turnedAway = Array.from({ length: 6 }, slowBody);
    const answers = await Promise.all(turnedAway.map((s) => upload(s.body)));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(await answer.json()).toEqual(UPLOAD_BUSY);
    }
    const unread = () => [...waiting, ...turnedAway].map((s) => s.pulled());
    expect(unread()).toEqual(unread().map(() => 0));

    // Each, once read to the end, passes its place to the next in line.
    for (const s of admitted) s.finish();
    for (const answer of await Promise.all(inFlight)) expect(answer.status).toBe(400);
    for (const s of waiting) s.finish();
    for (const answer of await Promise.all(waited)) expect(answer.status).toBe(400);
    // Places given back: the next one is admitted (and refused for its content, not its turn).
    const next = slowBody();
    const later = upload(next.body);
    next.finish();
    expect((await later).status).toBe(400);
  });
});
