import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * One calm theme for the whole app. The primary shade and the dimmed text are darker than
 * Mantine's defaults so text and buttons meet WCAG AA contrast (4.5:1) on white.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/** Dimmed text in gray-7 rather than gray-6, for contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
