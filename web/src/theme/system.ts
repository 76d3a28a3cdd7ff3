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
        brand: {
          // 600 on white passes for large text and icons; text on brand backgrounds is white.
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.200}" },
          subtle: { value: "{colors.brand.100}" },
          emphasized: { value: "{colors.brand.300}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        bg: {
          canvas: { value: "#fffaf5" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
