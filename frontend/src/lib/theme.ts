import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The plain recipes of the components the shop uses, and of those Chakra draws inside them (the checkbox's
 * checkmark, the button's spinner, an input group's addon, icons); Kbd, Mark, SkipNavLink, ColorSwatch and Radiomark
 * are left out (theme.test.ts fails when an imported component's recipe is missing).
 */
export const shopRecipes = {
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
};

/** The slot recipes of the components the shop uses (theme.test.ts fails when an imported component's is missing). */
export const shopSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

// Chakra's default theme with the slot recipes of the components the shop uses only (the other fifty weigh
// ~30 KB gzip on every page). A component that gains a slot recipe (Tabs, Menu, Select…) adds it here, or, when only
// a lazy screen uses it, passes it as the root's `recipe` prop there (the back office's Tabs: translation-tabs.tsx).
const base = defineConfig({
  // As Chakra's default theme config: its CSS reset (margins, link colours, fonts of form controls) and variables.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: shopRecipes,
    slotRecipes: shopSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Warm brand theme: orange/red "brand" palette, a font stack that renders Latin and Arabic well.
const fontStack =
  "'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, 'DejaVu Sans', system-ui, -apple-system, Roboto, Arial, sans-serif";

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff4ec' },
          100: { value: '#ffe2cc' },
          200: { value: '#ffc299' },
          300: { value: '#ff9c5f' },
          400: { value: '#ff7a33' },
          500: { value: '#f05a14' },
          600: { value: '#d4440c' },
          700: { value: '#a8330c' },
          800: { value: '#7f2710' },
          900: { value: '#5f1f0f' },
          950: { value: '#3a1006' },
        },
      },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's orange.600 under white text is 3.6:1; orange.700 reaches the 4.5:1 WCAG AA asks of normal text.
        orange: {
          solid: { value: '{colors.orange.700}' },
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'bg', color: 'fg' },
    html: { colorPalette: 'brand' },
  },
});

export const system = createSystem(defaultBaseConfig, base, config);
