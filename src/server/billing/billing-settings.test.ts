/**
 * Settings → Business's signature image (uploaded through the photos' pipeline, saved with the
 * business, copied into every document issued after) and the refusals the Settings panels show
 * beside their fields, on both engines.
 */
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { BusinessProfileAnswer } from "../../shared/billing/business-profile";
import type { TaxRulesAnswer } from "../../shared/billing/tax-rule-input";
import { PHOTO_ERRORS } from "../../shared/catalogue-admin";
import { allowTimeForScrypt, withToken } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { svgWithScript } from "../test-support/test-photos";
import { DEMO_BUSINESS } from "./demo-business";

allowTimeForScrypt();

/** A signature as a phone photographs it: dark ink on a transparent PNG, 1200 px wide. */
const inkOnTransparent = () =>
  sharp({ create: { width: 1200, height: 400, channels: 4, background: "#00000000" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><path d="M50 300 C 300 50, 600 350, 1150 100" stroke="#102060" stroke-width="24" fill="none"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describeEachEngine("Settings → Business: the signature and the fields' refusals", (engine) => {
  const testDb = useTestDatabase(engine);
  let t: CatalogueTestApp;
  let api: ReturnType<typeof ownerApi>;
  const upload = async (file: Buffer, name: string, field = "signature") => {
    const form = new FormData();
    form.append(field, new File([new Uint8Array(file)], name));
    const res = await t.app.request(
      "/api/admin/billing/signature",
      withToken(t.token, { method: "POST", body: form }),
    );
    return {
      status: res.status,
      body: (await res.json()) as { key?: string; error?: string; field?: string },
    };
  };

  beforeAll(async () => {
    t = await createCatalogueTestApp(testDb.db);
    api = ownerApi(t.app, t.token);
  });

  it("a signature is stored as one JPEG on white, at most 600 px wide, and saved with the business", async () => {
    const sent = await upload(await inkOnTransparent(), "signature.png");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const key = sent.body.key!;
    expect(key).toMatch(/^billing\/signature-[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.request(`/media/${key}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const image = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      "jpeg",
      600,
      200,
      false,
    ]);
    // The transparent corner is white, not black.
    const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 245)).toBe(true);

    const saved = await api.put<BusinessProfileAnswer>("/billing/business", {
      ...DEMO_BUSINESS,
      signatureKey: key,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ sample: false, profile: { signatureKey: key } });
    const read = await api.get<BusinessProfileAnswer>("/billing/business");
    expect(read.body.profile?.signatureKey).toBe(key);
  });

  it("a signature that is not an image, or not sent, is refused by name and nothing is stored", async () => {
    expect(await upload(svgWithScript(), "sign.png")).toEqual({
      status: 415,
      body: { error: PHOTO_ERRORS.notAPhoto, field: "signature" },
    });
    expect(await upload(await inkOnTransparent(), "sign.png", "photo")).toEqual({
      status: 400,
      body: { error: PHOTO_ERRORS.missing, field: "signature" },
    });
    // A key of the right form that was never uploaded is refused, naming the field.
    const made = await api.put("/billing/business", {
      ...DEMO_BUSINESS,
      signatureKey: "billing/signature-00000000-0000-4000-8000-000000000000.jpg",
    });
    expect([made.status, made.body]).toEqual([
      400,
      { error: "Signature must be an image uploaded here", field: "signatureKey" },
    ]);
    const other = await api.put("/billing/business", {
      ...DEMO_BUSINESS,
      signatureKey: "designs/2/x-320.webp",
    });
    expect([other.status, other.body]).toEqual([
      400,
      { error: "Signature must be an image uploaded here", field: "signatureKey" },
    ]);
  });

  it("a signature needs an owner's session and comes from the site's own pages", async () => {
    const form = new FormData();
    form.append("signature", new File([new Uint8Array(await inkOnTransparent())], "s.png"));
    const res = await t.app.request("/api/admin/billing/signature", { method: "POST", body: form });
    expect(res.status).toBe(401);
    const crossSite = await t.app.request(
      "/api/admin/billing/signature",
      withToken(t.token, {
        method: "POST",
        body: form,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(crossSite.status).toBe(403);
  });

  it("each field of Business is refused by name: GSTIN's check character, UPI ID, IFSC, PIN", async () => {
    const refused = async (change: object) => {
      const r = await api.put("/billing/business", { ...DEMO_BUSINESS, ...change });
      return [r.status, r.body];
    };
    expect(await refused({ gstin: "08AABFR4271K1Z1" })).toEqual([
      400,
      { error: "GSTIN has a wrong check character: a character was mistyped", field: "gstin" },
    ]);
    expect(await refused({ upiId: "rajwadirang" })).toEqual([
      400,
      {
        error: "UPI ID must be a UPI ID such as rajwadirang@okicici (name@handle)",
        field: "upiId",
      },
    ]);
    expect(await refused({ bank: { ...DEMO_BUSINESS.bank, ifsc: "HDFC1234" } })).toEqual([
      400,
      {
        error:
          "IFSC must be 11 characters: four letters, 0, then six letters or digits (HDFC0001234)",
        field: "bank.ifsc",
      },
    ]);
    expect(await refused({ postalCode: "30200" })).toEqual([
      400,
      { error: "PIN code must be 6 digits", field: "postalCode" },
    ]);
    expect(await refused({ stateCode: "07" })).toEqual([
      400,
      { error: "GSTIN's first two digits must be the state's code", field: "gstin" },
    ]);
  });

  it("a kind's HSN/SAC and a design's kind are kept; an unknown kind is refused by name", async () => {
    const kind = await api.put<TaxRulesAnswer>("/billing/line-kinds/saree", {
      code: "5007",
      unit: "PCS",
    });
    expect(kind.status).toBe(200);
    expect(kind.body.lineKinds.find((k) => k.key === "saree")).toMatchObject({ code: "5007" });
    const design = await api.put<TaxRulesAnswer>("/billing/designs/2", { lineKind: "saree" });
    expect(design.body.designs.find((d) => d.id === 2)?.lineKind).toBe("saree");
    const unknown = await api.put("/billing/designs/2", { lineKind: "jewellery" });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { error: "Kind must be one of the line kinds", field: "lineKind" },
    ]);
  });
});
