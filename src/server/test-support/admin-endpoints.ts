/** Every endpoint that needs an owner's session, as a request carrying the given headers. */
export const OWNER_ENDPOINTS: readonly [
  name: string,
  build: (headers: Record<string, string>) => [url: string, init: RequestInit],
][] = [
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
  ["GET /backups", (h) => ["/api/admin/backups", { headers: h }]],
  [
    "POST /account/password",
    (h) => [
      "/api/admin/account/password",
      {
        method: "POST",
        headers: { ...h, "content-type": "application/json" },
        body: JSON.stringify({
          currentPassword: "Poshak@2024",
          newPassword: "a saffron dupatta for Teej",
          repeatPassword: "a saffron dupatta for Teej",
        }),
      },
    ],
  ],
];
