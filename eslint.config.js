import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way: shared <- server, shared <- client. The browser reaches the server only
// over HTTP, so client code may never import server modules (and vice versa).
const forbid = (group, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ group, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "data/",
      "src/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
  {
    files: ["src/client/**"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/shared/**"],
    rules: forbid(
      ["**/client/**", "**/server/**"],
      "shared/ is pure: no client or server imports.",
    ),
  },
  {
    files: ["src/client/**"],
    rules: forbid(["**/server/**"], "The client reaches the server only over HTTP."),
  },
  {
    files: ["src/server/**"],
    rules: forbid(["**/client/**"], "The server never imports browser code."),
  },
);
