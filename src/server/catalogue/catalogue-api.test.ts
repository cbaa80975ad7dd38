import { beforeAll, describe, expect, it } from "vitest";
import type { AdminCatalogue, AdminDesignDetail } from "../../shared/catalogue-admin";
import { DESIGNS, designSlug, SEED_FEATURED_IDS, SEED_LISTS } from "../../shared/catalogue";
import { FILTER_GROUPS } from "../../shared/filter";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { findDesigns } from "./catalogue-admin-read";

allowTimeForScrypt();

const NEW = {
  name: "Rust Kota Doria Poshak",
  category: "Poshak Set",
  fabric: "Georgette",
  work: "Gota Patti",
  color: "Maroon",
  description: "Light Kota Doria for summer weddings.",
};

describeEachEngine("the owners' catalogue", (engine) => {
  const testDb = useTestDatabase(engine);
  let t: CatalogueTestApp;
  let api: ReturnType<typeof ownerApi>;
  const catalogue = async () => (await api.get<AdminCatalogue>("/designs")).body;
  const publicView = async () => (await t.source.current()).view;

  beforeAll(async () => {
    t = await createCatalogueTestApp(testDb.db);
    api = ownerApi(t.app, t.token);
  });

  describe("a fresh start", () => {
    it("has the spec's 19 designs with their ids, slugs and artwork, and the four lists", async () => {
      const { designs, lists, demoMode } = await catalogue();
      expect(demoMode).toBe(true);
      expect(designs.map((d) => [d.id, d.name, d.slug])).toEqual(
        DESIGNS.map((d) => [d.id, d.name, designSlug(d)]),
      );
      expect(designs.filter((d) => d.featured).map((d) => d.id)).toEqual([...SEED_FEATURED_IDS]);
      expect((await publicView()).designs.filter((d) => d.featured).map((d) => d.id)).toEqual([
        ...SEED_FEATURED_IDS,
      ]);
      for (const d of designs) {
        expect(d.hidden).toBe(false);
        expect(d.mainPhoto?.src).toBe(DESIGNS.find((s) => s.id === d.id)!.image);
      }
      for (const group of FILTER_GROUPS)
        expect(lists[group].map((o) => o.value)).toEqual([...SEED_LISTS[group]]);
      expect(lists.fabric.find((o) => o.value === "Velvet")?.designs).toBe(
        DESIGNS.filter((d) => d.fabric === "Velvet").length,
      );
    });

    it("seeds once: a restart keeps what the owners changed", async () => {
      expect(
        (await api.patch("/designs/4", { name: "Royal Purple Velvet Poshak II" })).status,
      ).toBe(200);
      const again = await testDb.location.open();
      await again.close();
      const { designs } = await catalogue();
      expect(designs).toHaveLength(19);
      expect(designs.find((d) => d.id === 4)?.name).toBe("Royal Purple Velvet Poshak II");
    });
  });

  describe("designs", () => {
    let id: number;
    it("adds a design at the top, shown on the site, with a log line naming the owner", async () => {
      const { status, body } = await api.post<AdminDesignDetail>("/designs", NEW);
      expect(status).toBe(201);
      id = body.design.id;
      expect(id).toBe(20);
      expect(body.design).toMatchObject({ ...NEW, slug: "rust-kota-doria-poshak", hidden: false });
      expect(body.changes[0]).toMatchObject({
        by: "sunita",
        byName: "Sunita Rathore",
        what: { kind: "design-added", name: NEW.name },
      });
      expect((await catalogue()).designs[0]?.id).toBe(id);
      expect((await publicView()).designs[0]?.name).toBe(NEW.name);
    });

    it("refuses bad fields with 400 naming the field, and stores nothing", async () => {
      const before = (await catalogue()).designs.length;
      for (const [body, field] of [
        [{ ...NEW, name: "   " }, "name"],
        [{ ...NEW, color: "x".repeat(41) }, "color"],
        [{ ...NEW, description: undefined }, "description"],
        [{ ...NEW, hidden: "yes" }, "hidden"],
        [{ ...NEW, featured: 1 }, "featured"],
      ] as const) {
        const answer = await api.post("/designs", body);
        expect(answer.status).toBe(400);
        expect(answer.body.field).toBe(field);
      }
      expect((await api.patch(`/designs/${id}`, {})).status).toBe(400);
      expect((await catalogue()).designs).toHaveLength(before);
    });

    it("a rename gives a new address; the old one leads to it; the same name twice gets the id", async () => {
      await api.patch(`/designs/${id}`, { name: "Rust Kota Poshak" });
      const source = await t.source.current();
      expect(source.lookup("rust-kota-poshak")).toMatchObject({ design: { id } });
      expect(source.lookup("rust-kota-doria-poshak")).toEqual({ movedTo: "rust-kota-poshak" });
      const twin = await api.post<AdminDesignDetail>("/designs", {
        ...NEW,
        name: "Rust Kota Doria Poshak",
      });
      // The old address stays with the first design: the twin gets its id added.
      expect(twin.body.design.slug).toBe(`rust-kota-doria-poshak-${twin.body.design.id}`);
      // Renamed back, the first design takes its old address again.
      await api.patch(`/designs/${twin.body.design.id}`, { name: "Twin Poshak" });
      await api.patch(`/designs/${id}`, { name: "Rust Kota Doria Poshak" });
      const after = await t.source.current();
      expect(after.lookup("rust-kota-doria-poshak")).toMatchObject({ design: { id } });
      expect(after.lookup("rust-kota-poshak")).toEqual({ movedTo: "rust-kota-doria-poshak" });
    });

    it("hiding takes a design off the site (its addresses too); showing brings it back", async () => {
      await api.patch(`/designs/${id}`, { hidden: true });
      let view = await t.source.current();
      expect(view.view.designs.some((d) => d.id === id)).toBe(false);
      expect(view.lookup("rust-kota-doria-poshak")).toBeUndefined();
      expect(view.lookup("rust-kota-poshak")).toBeUndefined();
      const detail = (await api.get<AdminDesignDetail>(`/designs/${id}`)).body;
      expect(detail.design.hidden).toBe(true);
      expect(detail.changes[0]?.what.kind).toBe("design-hidden");
      await api.patch(`/designs/${id}`, { hidden: false });
      view = await t.source.current();
      expect(view.lookup("rust-kota-doria-poshak")).toMatchObject({ design: { id } });
    });

    it("features a design on the home page and takes it off again, each a log line", async () => {
      const added = await api.post<AdminDesignDetail>("/designs", {
        ...NEW,
        name: "Featured Kota Poshak",
        featured: true,
      });
      expect(added.status).toBe(201);
      expect(added.body.design.featured).toBe(true);
      expect(added.body.changes.map((c) => c.what.kind)).toEqual([
        "design-featured",
        "design-added",
      ]);
      const newId = added.body.design.id;
      let shown = (await publicView()).designs.find((d) => d.id === newId);
      expect(shown).toMatchObject({ featured: true, addedAt: expect.any(String) });

      const off = await api.patch<AdminDesignDetail>(`/designs/${newId}`, { featured: false });
      expect(off.body.design.featured).toBe(false);
      expect(off.body.changes[0]?.what).toEqual({
        kind: "design-unfeatured",
        name: "Featured Kota Poshak",
      });
      shown = (await publicView()).designs.find((d) => d.id === newId);
      expect(shown?.featured).toBe(false);
      const row = (await catalogue()).designs.find((d) => d.id === newId);
      expect(row?.featured).toBe(false);

      // The same value again changes nothing and logs nothing.
      const again = await api.patch<AdminDesignDetail>(`/designs/${newId}`, { featured: false });
      expect(again.body.changes).toHaveLength(off.body.changes.length);
      expect((await api.patch(`/designs/${newId}`, { featured: "no" })).body.field).toBe(
        "featured",
      );
    });

    it("keeps an optional Hindi name and description, shown by the Hindi pages; emptied, none", async () => {
      const added = await api.post<AdminDesignDetail>("/designs", {
        ...NEW,
        name: "Hindi Kota Poshak",
        nameHi: "  कोटा डोरिया पोशाक ",
      });
      expect(added.status).toBe(201);
      const newId = added.body.design.id;
      expect(added.body.design).toMatchObject({ nameHi: "कोटा डोरिया पोशाक" });
      expect(added.body.design.descriptionHi).toBeUndefined();

      const edited = await api.patch<AdminDesignDetail>(`/designs/${newId}`, {
        descriptionHi: "गर्मियों की शादियों के लिए हल्का कोटा डोरिया।",
      });
      expect(edited.body.changes[0]?.what).toEqual({
        kind: "design-edited",
        name: "Hindi Kota Poshak",
        fields: [
          {
            field: "descriptionHi",
            from: "",
            to: "गर्मियों की शादियों के लिए हल्का कोटा डोरिया।",
          },
        ],
      });
      let shown = (await publicView()).designs.find((d) => d.id === newId);
      expect(shown).toMatchObject({
        name: "Hindi Kota Poshak",
        nameHi: "कोटा डोरिया पोशाक",
        descriptionHi: "गर्मियों की शादियों के लिए हल्का कोटा डोरिया।",
      });

      // Emptied: the Hindi pages show the English again.
      await api.patch(`/designs/${newId}`, { nameHi: " " });
      shown = (await publicView()).designs.find((d) => d.id === newId);
      expect(shown && "nameHi" in shown).toBe(false);
      expect(shown?.descriptionHi).toBe("गर्मियों की शादियों के लिए हल्का कोटा डोरिया।");

      for (const body of [{ nameHi: "क".repeat(81) }, { descriptionHi: 42 }] as const) {
        const refused = await api.patch(`/designs/${newId}`, body);
        expect(refused.status).toBe(400);
        expect(refused.body.field).toBe(Object.keys(body)[0]);
      }
    });

    it("reorders with the whole list of ids, and refuses a list that is not the catalogue's", async () => {
      const ids = (await catalogue()).designs.map((d) => d.id);
      const reversed = [...ids].reverse();
      const { status, body } = await api.put<AdminCatalogue>("/designs/order", { ids: reversed });
      expect(status).toBe(200);
      expect(body.designs.map((d) => d.id)).toEqual(reversed);
      expect((await publicView()).designs.map((d) => d.id)).toEqual(
        reversed.filter((i) => body.designs.find((d) => d.id === i && !d.hidden)),
      );
      const missing = await api.put("/designs/order", { ids: reversed.slice(1) });
      expect(missing).toMatchObject({ status: 409, body: { field: "ids" } });
      expect((await api.put("/designs/order", { ids: [1, 1] })).status).toBe(400);
    });

    it("answers 404 for a design that does not exist", async () => {
      expect((await api.get("/designs/999")).status).toBe(404);
      expect((await api.get("/designs/abc")).status).toBe(404);
      expect((await api.patch("/designs/999", { name: "X" })).status).toBe(404);
    });

    it("findDesigns gives the rows of the ids asked for, hidden ones included", async () => {
      await api.patch("/designs/3", { hidden: true });
      const rows = await findDesigns(testDb.db.db, [3, 1, 3, 999]);
      expect(rows.map((r) => [r.id, r.hidden]).sort()).toEqual([
        [1, false],
        [3, true],
      ]);
      expect(rows.find((r) => r.id === 1)?.mainPhoto?.src).toBe(DESIGNS[0]!.image);
    });
  });

  describe("filter lists", () => {
    it("adds a value at the end, and refuses one already there in any case", async () => {
      const { status, body } = await api.post<AdminCatalogue>("/catalogue/lists/fabric", {
        value: "Kota Doria",
      });
      expect(status).toBe(201);
      expect(body.lists.fabric.at(-1)).toMatchObject({ value: "Kota Doria", designs: 0 });
      const twice = await api.post("/catalogue/lists/fabric", { value: "kota doria" });
      expect(twice).toMatchObject({ status: 409, body: { field: "value" } });
      expect(twice.body.error).toContain("already in Fabric Type");
      expect((await api.post("/catalogue/lists/sleeves", { value: "Long" })).status).toBe(404);
      expect((await api.post("/catalogue/lists/fabric", { value: "" })).body.field).toBe("value");
      expect((await publicView()).lists.fabric.at(-1)).toBe("Kota Doria");
    });

    it("renaming a value renames it on the designs that use it", async () => {
      const silk = (await catalogue()).lists.fabric.find((o) => o.value === "Silk")!;
      const { body } = await api.patch<AdminCatalogue>(`/catalogue/lists/fabric/${silk.id}`, {
        value: "Pure Silk",
      });
      expect(body.lists.fabric.find((o) => o.id === silk.id)).toMatchObject({
        value: "Pure Silk",
        designs: silk.designs,
      });
      expect(body.designs.filter((d) => d.fabric === "Silk")).toEqual([]);
      expect(body.designs.filter((d) => d.fabric === "Pure Silk")).toHaveLength(silk.designs);
    });

    it("refuses to delete a value a design uses (hidden ones count), and deletes an unused one", async () => {
      const lists = (await catalogue()).lists;
      const velvet = lists.fabric.find((o) => o.value === "Velvet")!;
      const refused = await api.delete(`/catalogue/lists/fabric/${velvet.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        `“Velvet” cannot be deleted: ${velvet.designs} designs use it. Change those designs first.`,
      );
      const kota = lists.fabric.find((o) => o.value === "Kota Doria")!;
      expect((await api.delete(`/catalogue/lists/fabric/${kota.id}`)).status).toBe(200);
      expect((await catalogue()).lists.fabric.some((o) => o.value === "Kota Doria")).toBe(false);
      expect((await api.delete(`/catalogue/lists/color/${kota.id}`)).status).toBe(404);
    });

    it("reorders a list, and logs every change with who and what", async () => {
      const ids = (await catalogue()).lists.color.map((o) => o.id).reverse();
      const { body } = await api.put<AdminCatalogue>("/catalogue/lists/color/order", { ids });
      expect(body.lists.color.map((o) => o.id)).toEqual(ids);
      const { body: log } = await api.get<{ changes: { what: { kind: string }; by: string }[] }>(
        "/catalogue/changes?limit=5",
      );
      expect(log.changes[0]).toMatchObject({ by: "sunita", what: { kind: "options-reordered" } });
      expect(log.changes.map((c) => c.what.kind)).toContain("option-removed");
      expect((await api.get("/catalogue/changes?limit=0")).body.field).toBe("limit");
    });
  });
});

describeEachEngine("the Products tab's tiles outside demo mode", (engine) => {
  const testDb = useTestDatabase(engine);
  it("tells the browser demo mode is off (the tiles then count the real designs)", async () => {
    const t = await createCatalogueTestApp(testDb.db, { demoMode: false });
    const { body } = await ownerApi(t.app, t.token).get<AdminCatalogue>("/designs");
    expect(body.demoMode).toBe(false);
    expect(body.lists.category.map((o) => [o.value, o.designs])).toEqual(
      SEED_LISTS.category.map((c) => [c, DESIGNS.filter((d) => d.category === c).length]),
    );
  });
});
