/**
 * Reviews the owners record (issue 23): stored, refused in words, shown on the public
 * catalogue only once approved (its average and newest few), and each change in the design's
 * change log. Both engines.
 */
import { beforeAll, expect, it } from "vitest";
import type { AdminDesignDetail } from "../../shared/catalogue-admin";
import type { AdminDesignReview } from "../../shared/reviews";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const NOW = new Date("2026-11-29T06:00:00Z");
const review = (over: Partial<Record<string, unknown>> = {}) => ({
  firstName: "Meera",
  city: "Udaipur",
  rating: 5,
  text: "The gota work was finer than in the photos.",
  reviewedOn: "2026-11-20",
  ...over,
});

describeEachEngine("a design's reviews", (engine) => {
  const testDb = useTestDatabase(engine);
  let t: CatalogueTestApp;
  let api: ReturnType<typeof ownerApi>;
  const shown = async (id: number) =>
    (await t.source.current()).view.designs.find((d) => d.id === id)!;
  type Reviews = { reviews: AdminDesignReview[] };

  beforeAll(async () => {
    t = await createCatalogueTestApp(testDb.db, { now: () => NOW });
    api = ownerApi(t.app, t.token);
  });

  it("are shown on the site only once approved: their average to one decimal and the newest", async () => {
    const first = await api.post<Reviews>("/designs/3/reviews", review());
    expect(first.status).toBe(201);
    expect(first.body.reviews).toMatchObject([{ firstName: "Meera", approved: false }]);
    expect((await shown(3)).rating).toBeUndefined();

    const [{ id }] = first.body.reviews as [AdminDesignReview];
    expect((await api.patch(`/designs/3/reviews/${id}`, { approved: true })).status).toBe(200);
    await api.post("/designs/3/reviews", review({ firstName: "Kamla", rating: 4, approved: true }));
    await api.post(
      "/designs/3/reviews",
      review({ firstName: "Gulabo", rating: 4, approved: true }),
    );
    const design = await shown(3);
    expect(design.rating).toEqual({ average: 4.3, count: 3 });
    expect(design.reviews?.map((r) => r.firstName)).toEqual(["Gulabo", "Kamla", "Meera"]);
    // The owners' own fields stay in the back office.
    expect(design.reviews?.[0]).not.toHaveProperty("approved");
    expect(design.reviews?.[0]).not.toHaveProperty("createdBy");

    await api.patch(`/designs/3/reviews/${id}`, { approved: false });
    expect((await shown(3)).rating).toEqual({ average: 4, count: 2 });
  });

  it("each change is in the design's change log", async () => {
    const { body } = await api.get<AdminDesignDetail>("/designs/3");
    const said = body.changes.map((c) => c.what.kind).filter((k) => k.startsWith("review-"));
    expect(said).toEqual([
      "review-hidden",
      "review-approved",
      "review-added",
      "review-approved",
      "review-added",
      "review-approved",
      "review-added",
    ]);
  });

  it("a deleted review leaves the stars", async () => {
    const { body } = await api.get<Reviews>("/designs/3/reviews");
    for (const r of body.reviews)
      expect((await api.delete(`/designs/3/reviews/${r.id}`)).status).toBe(200);
    expect((await shown(3)).rating).toBeUndefined();
    expect((await api.delete(`/designs/3/reviews/${body.reviews[0]!.id}`)).status).toBe(404);
  });

  it("refuses in words: no name, a rating outside 1–5, a date after today, an unknown design", async () => {
    const refused = async (body: unknown, field?: string, url = "/designs/3/reviews") => {
      const res = await api.post(url, body);
      expect(res.status, JSON.stringify(res.body)).toBe(url === "/designs/3/reviews" ? 400 : 404);
      if (field) expect(res.body.field).toBe(field);
      return res.body.error;
    };
    expect(await refused(review({ firstName: " " }), "firstName")).toBe(
      "Customer's first name is required",
    );
    expect(await refused(review({ rating: 6 }), "rating")).toBe(
      "Rating must be a whole number from 1 to 5",
    );
    expect(await refused(review({ rating: 4.5 }), "rating")).toBe(
      "Rating must be a whole number from 1 to 5",
    );
    expect(await refused(review({ reviewedOn: "2026-11-30" }), "reviewedOn")).toBe(
      "Date cannot be after today",
    );
    expect(await refused(review(), undefined, "/designs/999/reviews")).toBe(
      "There is no such design",
    );
    expect((await api.get<Reviews>("/designs/3/reviews")).body.reviews).toEqual([]);
  });
});
