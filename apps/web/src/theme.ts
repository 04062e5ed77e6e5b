import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * Calm office look: Mantine defaults with teal as the primary colour and slightly rounder corners. Built per language
 * because icon-only buttons Mantine draws itself (dialog close, clear, pagination, eye dropper) need a translated name
 * for screen readers.
 */
export const createAppTheme = (t: TFunction) =>
  createTheme({
    primaryColor: 'teal',
    // Shade 9 is the one teal with white text at WCAG AA contrast (5:1; shade 7 gave 3.1:1).
    primaryShade: { light: 9, dark: 6 },
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '600' },
    // Dialogs, menus and notices appear without their animation for users who ask their system for less motion.
    respectReducedMotion: true,
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Modal: {
        defaultProps: {
          centered: true,
          overlayProps: { backgroundOpacity: 0.4, blur: 2 },
          closeButtonProps: { 'aria-label': t('common.close') },
        },
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
      // A select's options are in the page only while its dropdown is open (Mantine 9 keeps them, hidden, and positions
      // the hidden dropdown): a filter bar of four selects put a few hundred elements and their layouts on the first
      // load of its page (issue 15). A select that picks on blur still keeps them (Select passes its own keepMounted).
      Combobox: { defaultProps: { keepMounted: false } },
      // The clear button of every clearable select and date field.
      InputClearButton: { defaultProps: { 'aria-label': t('common.clear') } },
      ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('common.pickColor') } } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
            'aria-label': t(`table.page.${control}`),
          }),
        },
      },
    },
  });

/** Dimmed text at WCAG AA contrast (4.5:1) on white and on the light grey of headers and cards (Mantine's: 3.3:1). */
const DIMMED = '#5c636a';
/** Placeholders too (Mantine's: 2.1:1), a little lighter than dimmed text so that they still read as placeholders. */
const PLACEHOLDER = '#697077';

/**
 * Mantine's light badges and buttons write shade 9 on shade 1 (teal 4.3:1, orange 3.6:1, yellow 2.7:1); their text
 * and the coloured text of `c="red"` and the like are drawn darker, at least 4.7:1 on every palette.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        const text = darken(shades[9], 0.3);
        return [
          [`--mantine-color-${name}-light-color`, text],
          [`--mantine-color-${name}-text`, text],
        ];
      }),
    ),
  },
  dark: {},
});
