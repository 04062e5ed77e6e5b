import { config } from 'zod/v4';

// The web build resolves every `import ... from 'zod'` to this module (vite.config.ts), so zod is told to skip eval
// before any schema exists. The Content-Security-Policy forbids eval: zod would try it once for its compiled parsers,
// be refused (a policy violation on every page load) and parse by interpretation anyway.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
