type Endpoint = [
  name: string,
  build: (headers: Record<string, string>) => [url: string, init: RequestInit],
];

const json = (h: Record<string, string>, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...h, "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The owners' catalogue (the Products tab): designs, photos, filter lists, change log. */
export const CATALOGUE_ENDPOINTS: readonly Endpoint[] = [
  ["GET /designs", (h) => ["/api/admin/designs?q=rani", { headers: h }]],
  ["POST /designs", (h) => ["/api/admin/designs", json(h, "POST", { name: "X" })]],
  ["PUT /designs/order", (h) => ["/api/admin/designs/order", json(h, "PUT", { ids: [1] })]],
  ["GET /designs/:id", (h) => ["/api/admin/designs/1", { headers: h }]],
  ["PATCH /designs/:id", (h) => ["/api/admin/designs/1", json(h, "PATCH", { hidden: true })]],
  [
    "POST /designs/:id/photos",
    (h) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg"));
      return ["/api/admin/designs/1/photos", { method: "POST", headers: h, body: form }];
    },
  ],
  [
    "PUT /designs/:id/photos/order",
    (h) => ["/api/admin/designs/1/photos/order", json(h, "PUT", { ids: [1] })],
  ],
  [
    "DELETE /designs/:id/photos/:photoId",
    (h) => ["/api/admin/designs/1/photos/1", { method: "DELETE", headers: h }],
  ],
  ["GET /catalogue/changes", (h) => ["/api/admin/catalogue/changes", { headers: h }]],
  [
    "POST /catalogue/lists/:group",
    (h) => ["/api/admin/catalogue/lists/fabric", json(h, "POST", { value: "Kota" })],
  ],
  [
    "PUT /catalogue/lists/:group/order",
    (h) => ["/api/admin/catalogue/lists/fabric/order", json(h, "PUT", { ids: [1] })],
  ],
  [
    "PATCH /catalogue/lists/:group/:id",
    (h) => ["/api/admin/catalogue/lists/fabric/1", json(h, "PATCH", { value: "Kota" })],
  ],
  [
    "DELETE /catalogue/lists/:group/:id",
    (h) => ["/api/admin/catalogue/lists/fabric/1", { method: "DELETE", headers: h }],
  ],
];

/** Every endpoint that needs an owner's session, as a request carrying the given headers. */
export const OWNER_ENDPOINTS: readonly Endpoint[] = [
  ["GET /session", (h) => ["/api/admin/session", { headers: h }]],
  ["POST /logout", (h) => ["/api/admin/logout", { method: "POST", headers: h }]],
  ["GET /orders", (h) => ["/api/admin/orders", { headers: h }]],
  ["GET /orders/:id", (h) => ["/api/admin/orders/RR2024001", { headers: h }]],
  [
    "PATCH /orders/:id/steps/:step",
    (h) => [
      "/api/admin/orders/RR2024001/steps/step-4",
      {
        method: "PATCH",
        headers: { ...h, "content-type": "application/json" },
        body: JSON.stringify({ status: "completed" }),
      },
    ],
  ],
  ["GET /messages", (h) => ["/api/admin/messages", { headers: h }]],
  ...CATALOGUE_ENDPOINTS,
];
