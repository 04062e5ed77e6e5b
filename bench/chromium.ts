/** Debian's Chromium as the browser tests and benches run it: headless, and no background traffic of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium, for the browser tests: the full browser's headless mode starts a
 * renderer of its own for the window's WebUI with every new context, a fifth of the suite's time (measured on three
 * specs: 2m43 -> 2m20). It shows no PDF inside a page: it downloads one (e2e/support/pdf.ts).
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
