import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
