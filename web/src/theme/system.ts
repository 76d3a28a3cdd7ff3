// HomePlate's Chakra system: Chakra's default theme with a warm orange "brand" palette as the default
// colour palette, so every button, badge and link uses it unless told otherwise.
//
// Built from Chakra's base config plus only the recipes the app's components use, not from
// `defaultConfig`, which carries all ~80 recipes into the first page's JavaScript. A component whose
// recipe is missing here renders unstyled: add its recipe below when the app starts using one.
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/** Chakra's default theme (its `defaultThemeConfig`) with the recipes narrowed to those in use. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: "brand" },
    body: { bg: "bg.canvas", color: "fg" },
    // Visible focus everywhere a keyboard lands, the headings focused on navigation included.
    ":focus-visible": { outline: "2px solid", outlineColor: "brand.700", outlineOffset: "2px" },
    "h1[tabindex='-1']:focus": { outline: "none" },
    // prefers-reduced-motion: transitions and animations are all but instant.
    "*, *::before, *::after": {
      "@media (prefers-reduced-motion: reduce)": {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
