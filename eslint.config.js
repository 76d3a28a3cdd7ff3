// npm run lint (part of npm test): ESLint's flat config for the whole repository. Formatting is
// Prettier's alone (.prettierrc.json); ESLint checks what formatting cannot.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/", "**/dist/", "api/src/generated/", "web/src/**/__generated__/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Resolvers and REST shapes read GraphQL results whose types are the schema's, not TypeScript's.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Non-null assertions are used where a check earlier in the same function proves the value.
      "@typescript-eslint/no-non-null-assertion": "off",
      // Plugins extend Pothos' types by declaration merging into its global namespace, as documented.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  { files: ["web/build/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, relay },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "relay/graphql-syntax": "error",
      "relay/graphql-naming": "error",
      "relay/unused-fields": "error",
      "relay/must-colocate-fragment-spreads": "error",
      "relay/function-required-argument": "error",
      "relay/hook-required-argument": "error",
      "relay/generated-typescript-types": "error",
    },
  },
);
