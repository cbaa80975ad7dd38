import { describe, expect, it } from "vitest";
import { DESIGNS, SEED_LISTS } from "../../../shared/catalogue";
import { productsPageData, type ProductsPageData } from "../../../shared/catalogue-page";
import { slugOfName } from "../../../shared/design";
import { filterDesigns, NO_FILTERS } from "../../../shared/filter";
import { pageFor, remember } from "./catalogue-memory";

const AT = "2026-01-01T00:00:00.000Z";

/** A catalogue of `count` designs at `revision`, as the server keeps it. */
function stored(count: number, revision: number) {
  const designs = Array.from({ length: count }, (_, i) => {
    const d = DESIGNS[i % DESIGNS.length]!;
    const name = `${d.name} ${i + 1}`;
    return { ...d, name, slug: slugOfName(name), featured: false, addedAt: AT, photos: [] };
  });
  return { revision, view: { designs, lists: SEED_LISTS } };
}

/** The server's loader for that catalogue, counting what it is asked. */
function server(catalogue: ReturnType<typeof stored>) {
  const asked: string[] = [];
  return {
    asked,
    fetch: (search: string) => () => {
      asked.push(search);
      return Promise.resolve(productsPageData(catalogue, new URLSearchParams(search)));
    },
  };
}

const names = (data: ProductsPageData) => data.page.designs.map((d) => d.name);
const at = (search: string) => new URLSearchParams(search);

// Each test uses a revision of its own: pages of another revision are forgotten.
describe("the browser's memory of the catalogue's pages", () => {
  it("load more asks for the next page only and joins it; Back within them asks nothing", async () => {
    const catalogue = stored(300, 101);
    const s = server(catalogue);
    remember(productsPageData(catalogue, at("")));
    const two = await pageFor(at("page=2"), s.fetch("page=2"));
    const three = await pageFor(at("page=3"), s.fetch("page=3"));
    expect(s.asked).toEqual(["page=2", "page=3"]);
    expect(three.page).toMatchObject({ from: 1, to: 3 });
    expect(names(three)).toEqual(catalogue.view.designs.slice(0, 72).map((d) => d.name));
    expect(names(two)).toHaveLength(48);
    // Back to two pages, forward to three again, back to a design's list: all from memory.
    expect(names(await pageFor(at("page=2"), s.fetch("page=2")))).toEqual(names(two));
    expect(names(await pageFor(at("page=3"), s.fetch("page=3")))).toEqual(names(three));
    expect((await pageFor(at(""), s.fetch(""))).page).toMatchObject({ from: 1, to: 1 });
    expect(s.asked).toHaveLength(2);
  });

  it("a filter the memory cannot answer is asked of the server, then paged the same way", async () => {
    const catalogue = stored(300, 102);
    const s = server(catalogue);
    remember(productsPageData(catalogue, at("")));
    const silk = await pageFor(at("fabric=Silk"), s.fetch("fabric=Silk"));
    const more = await pageFor(at("fabric=Silk&page=2"), s.fetch("fabric=Silk&page=2"));
    expect(s.asked).toEqual(["fabric=Silk", "fabric=Silk&page=2"]);
    const matched = filterDesigns(catalogue.view.designs, { ...NO_FILTERS, fabric: ["Silk"] });
    expect(silk.page.matched).toBe(matched.length);
    expect(names(more)).toEqual(matched.slice(0, 48).map((d) => d.name));
  });

  it("a page not next to those held (a page link) starts a new run of pages", async () => {
    const catalogue = stored(300, 103);
    const s = server(catalogue);
    remember(productsPageData(catalogue, at("")));
    const five = await pageFor(at("page=5"), s.fetch("page=5"));
    expect(five.page).toMatchObject({ from: 5, to: 5 });
    const six = await pageFor(at("page=6"), s.fetch("page=6"));
    expect(six.page).toMatchObject({ from: 5, to: 6 });
    expect(names(six)[0]).toBe(catalogue.view.designs[96]!.name);
  });

  it("the whole catalogue in hand answers every filter and page without the server", async () => {
    const catalogue = stored(19, 104);
    const s = server(catalogue);
    remember(productsPageData(catalogue, at("")));
    const lehengas = await pageFor(at("category=Lehenga"), s.fetch("category=Lehenga"));
    expect(s.asked).toEqual([]);
    expect(lehengas).toEqual(productsPageData(catalogue, at("category=Lehenga")));
  });

  it("pages of a newer revision are not joined to older ones", async () => {
    const old = stored(300, 105);
    remember(productsPageData(old, at("")));
    const renamed = stored(300, 106);
    renamed.view.designs[30] = { ...renamed.view.designs[30]!, name: "Renamed" };
    const s = server(renamed);
    const two = await pageFor(at("page=2"), s.fetch("page=2"));
    expect(two.page).toMatchObject({ from: 2, to: 2 });
    expect(names(two)).toContain("Renamed");
  });
});
