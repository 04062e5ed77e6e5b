import { createTheme } from '@mantine/core';

/**
 * Calm office look: Mantine defaults with teal as the primary colour and slightly rounder corners. Built per language
 * because the close buttons of every dialog need a translated name for screen readers.
 */
export const createAppTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'teal',
    primaryShade: { light: 7, dark: 6 },
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '600' },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Modal: {
        defaultProps: {
          centered: true,
          overlayProps: { backgroundOpacity: 0.4, blur: 2 },
          closeButtonProps: { 'aria-label': closeLabel },
        },
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
