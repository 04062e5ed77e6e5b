import { createTheme } from '@mantine/core';

/** Calm office look: Mantine defaults with teal as the primary colour and slightly rounder corners. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.4, blur: 2 } } },
  },
});
