/** The owners' passwords of the e2e server that runs in production mode (ADMIN_DEMO_MODE=0). */
export const PRODUCTION_PASSWORDS = {
  sunita: "Kesar-Mehndi-Sunita-26",
  rekha: "Zardozi-Rekha-2026",
} as const;
