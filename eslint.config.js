import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The room rules of STYLE.md: the contract imports nothing of the project,
    // the workbench never imports server code, the server never imports React.
    files: ["src/contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["../client/*", "../server/*", "../app/*", "../worker/*", "react"] }] },
  },
  {
    files: ["src/app/**/*.{ts,tsx}", "src/worker/**/*.ts", "src/client/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "better-sqlite3", "node:*"] }] },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["react", "react-dom", "**/app/**"] }] },
  },
);
