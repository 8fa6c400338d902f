// The Chakra system: the default config plus the `brand` palette (spec: light primary #9575cd,
// dark primary #bb86fc) and a font stack that renders Arabic well on every platform.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { THEME_COLOURS } from '@shared/constants';

const fontStack = [
  '"IBM Plex Sans Arabic"', '"Noto Sans Arabic"', '"Noto Kufi Arabic"', '"Segoe UI"', 'Tahoma', '"Geeza Pro"',
  'system-ui', '-apple-system', 'BlinkMacSystemFont', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif',
  '"Apple Color Emoji"', '"Segoe UI Emoji"',
].join(', ');

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    html: { scrollBehavior: 'smooth', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      colors: {
        brand: {
          50: { value: '#f4effb' },
          100: { value: '#e6dcf5' },
          200: { value: '#d3c1ef' },
          300: { value: THEME_COLOURS.darkPrimary },
          400: { value: '#a98ad8' },
          500: { value: THEME_COLOURS.lightPrimary },
          600: { value: '#7c5cbc' },
          700: { value: '#6546a3' },
          800: { value: '#4c3580' },
          900: { value: '#33245a' },
          950: { value: '#211739' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
          // Text on the solid colour: deep purple, which reads at 4.6:1 on #9575cd and 7:1 on
          // #bb86fc (white on #9575cd would be 3.7:1, under WCAG AA for body-size text).
          contrast: { value: { _light: '{colors.brand.950}', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
