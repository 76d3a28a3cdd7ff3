// npm run lint (part of npm test): ESLint's flat config for the whole repository. Formatting is
// Prettier's alone (.prettierrc.json); ESLint checks what formatting cannot.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import globals from "globals";
import tseslint from "typescript-eslint";

/** One `no-restricted-imports` block per folder: the folders (and packages) its files may not import. */
function boundaries(rules) {
  return rules.map(([files, folders, packages = []]) => ({
    files: [files],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...folders.map((folder) => ({
              group: [`**/${folder}/**`, `../${folder}/*`, `./${folder}/*`],
              message: `${files.replace("/**", "/")} may not import ${folder}/ (../shared/design/domain-layer.md).`,
            })),
            ...(packages.length
              ? [{ group: packages, message: "The domain knows no GraphQL: keep this in schema/." }]
              : []),
          ],
        },
      ],
    },
  }));
}

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
  // No source file over 300 lines: split it by use case (STYLE.md). Tests and generated files aside.
  {
    files: ["api/src/**/*.ts", "web/src/**/*.{ts,tsx}", "web/build/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["**/*.test.ts", "api/src/test/**"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  // The house's boundaries (../shared/design/domain-layer.md): arrows point down, server -> jobs,
  // rest -> http -> schema -> domain -> db, services. api/src/architecture.test.ts checks the whole
  // import graph for loops; these say, folder by folder, what may never be imported from it.
  ...boundaries([
    [
      "api/src/domain/**",
      ["schema", "http", "rest", "jobs", "app", "seed"],
      ["graphql", "graphql/*", "@pothos/*", "graphql-yoga"],
    ],
    ["api/src/db/**", ["schema", "http", "rest", "domain", "jobs", "app", "seed"]],
    ["api/src/schema/**", ["http", "rest", "jobs", "app", "seed"]],
    ["api/src/rest/**", ["db", "generated", "jobs", "app", "seed"]],
    ["api/src/http/**", ["rest", "jobs", "app", "seed"]],
    ["api/src/jobs/**", ["rest", "app", "seed"]],
    ["api/src/seed/**", ["schema", "http", "rest", "jobs", "app"]],
    ["api/src/services/**", ["schema", "domain", "http", "rest", "jobs", "app", "seed", "db"]],
    ["web/src/components/**", ["pages"]],
    ["web/src/relay/**", ["components", "pages"]],
  ]),
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
