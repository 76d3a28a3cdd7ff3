// HomePlate's Chakra system: Chakra's defaults with a warm orange "brand" palette as the default
// colour palette, so every button, badge and link uses it unless told otherwise.
import { defaultConfig } from "@chakra-ui/react/preset";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";

const config = defineConfig({
  globalCss: {
    html: { colorPalette: "brand" },
    body: { bg: "bg.canvas", color: "fg" },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#fff7ed" },
          100: { value: "#ffedd5" },
          200: { value: "#fed7aa" },
          300: { value: "#fdba74" },
          400: { value: "#fb923c" },
          500: { value: "#f97316" },
          600: { value: "#ea580c" },
          700: { value: "#c2410c" },
          800: { value: "#9a3412" },
          900: { value: "#7c2d12" },
          950: { value: "#431407" },
        },
      },
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // WCAG 2.2 AA (4.5:1 for text) decides the shades: white on brand.700 is 5.18:1 and brand.700
        // on the canvas 4.99:1, where 600 gave 3.55:1. e2e/a11y.test.ts runs axe on every page.
        brand: {
          solid: { value: "{colors.brand.700}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.200}" },
          subtle: { value: "{colors.brand.100}" },
          emphasized: { value: "{colors.brand.300}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        // Chakra's solids are the 600 shades; under white text green's is 3.29:1, orange's 3.55:1 and
        // red's (with a toast's muted description) 3.53:1, so these use 700.
        green: { solid: { value: "{colors.green.700}" } },
        orange: { solid: { value: "{colors.orange.700}" } },
        red: { solid: { value: "{colors.red.700}" } },
        bg: {
          canvas: { value: "#fffaf5" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
