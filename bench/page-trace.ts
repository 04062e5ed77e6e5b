// The first load of the pages bench/lighthouse.ts measures, counted in work that does not depend on the machine's load
// (issue 15): layouts and style recalculations (and how many of them scripts forced), React commits and component
// renders, JavaScript and CSS bytes; besides the main thread's busy time from a Chrome trace, which does. Logged in as
// the demo administrator, each page loads cold in a new context at Lighthouse's desktop size. Needs a running server
// with the built app and the demo data:
//   TRACE_URL=http://127.0.0.1:3000[,http://127.0.0.1:3001] node --import tsx bench/page-trace.ts [runs] [path-filter]
// TRACE_CPU=4 slows the CPU as Lighthouse's mobile profile does; TRACE_DIR keeps the traces (for DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { logIn } from './lighthouse-support.ts';
import { countTraceWork, type TraceEvent, type TraceWork } from './trace-work.ts';

// Several addresses (comma-separated: a build before and after a change) load in turn, on the same load of the machine.
const BASES = (process.env.TRACE_URL ?? 'http://127.0.0.1:3000').split(',').map((url) => url.replace(/\/$/, ''));
const CPU = Number(process.env.TRACE_CPU ?? 1);
const RUNS = Number(process.argv[2] ?? 3);
const ONLY = process.argv[3];
const PAGES = [
  { name: 'home', path: '/', ready: '[data-testid="owner-name"]' },
  { name: 'employees', path: '/Employees/Index', ready: 'tbody tr' },
  { name: 'week view', path: '/Planning/WeekView', ready: '[data-testid^="shift-"]' },
  { name: 'open invoices', path: '/Sales/OpenInvoices', ready: 'tbody tr' },
];
// Lighthouse's trace categories (lighthouse/core/gather/gatherers/trace.js): its invalidation tracking makes every
// style recalculation dearer, and Lighthouse scores that trace. TRACE_PROFILE=1 adds V8's sampling profiler.
const CATEGORIES = [
  'disabled-by-default-lighthouse',
  'toplevel',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  ...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

interface Renders {
  commits: number;
  renders: number;
  byName: Record<string, number>;
}

interface Shifts {
  cls: number;
  shifts: string[];
  lcp: string;
}

/** Layout shifts (what moved) and the largest contentful paint (what and when), as Lighthouse sees them. */
function watchPaint(): void {
  const seen: Shifts = { cls: 0, shifts: [], lcp: '' };
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.getAttribute('data-testid') ?? node.id;
    return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').slice(0, 30)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      seen.cls += entry.value;
      const moved = entry.sources.map((source) => describe(source.node)).join(' + ');
      seen.shifts.push(`${entry.value.toFixed(3)} @${Math.round(entry.startTime)} ${moved}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    if (last) seen.lcp = `${Math.round(last.startTime)} ms ${describe(last.element)}`;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  Object.assign(window, { __shifts: seen });
}

/**
 * A stand-in for React DevTools' hook: React (production build too) reports every commit to it. A component counts as
 * rendered when it mounted or did work (PerformedWork) in a subtree the commit changed.
 */
function countRenders(): void {
  const counts: Renders = { commits: 0, renders: 0, byName: {} };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  type Fiber = {
    tag: number;
    flags: number;
    type: { displayName?: string; name?: string; render?: { name?: string } } | null;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  };
  const nameOf = (fiber: Fiber) =>
    fiber.type?.displayName ?? fiber.type?.name ?? fiber.type?.render?.name ?? `tag${fiber.tag}`;
  const visit = (first: Fiber | null) => {
    const stack: Fiber[] = first ? [first] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      if (fiber.sibling) stack.push(fiber.sibling);
      const mounted = fiber.alternate === null;
      if (COMPONENT_TAGS.has(fiber.tag) && (mounted || (fiber.flags & 1) === 1)) {
        counts.renders++;
        const name = nameOf(fiber);
        counts.byName[name] = (counts.byName[name] ?? 0) + 1;
      }
      if (fiber.child && (mounted || fiber.child !== fiber.alternate?.child)) stack.push(fiber.child);
    }
  };
  Object.assign(window, {
    __renders: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        counts.commits++;
        visit(root.current.child);
      },
    },
  });
}

interface Load extends TraceWork {
  commits: number;
  renders: number;
  topRenders: string;
  jsKb: number;
  cssKb: number;
  requests: number;
  cls: number;
  shifts: string[];
  lcp: string;
}

async function load(
  browser: Browser,
  base: string,
  storage: Record<string, string>,
  page: (typeof PAGES)[number],
  run: number,
) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const tab = await context.newPage();
  // tsx keeps function names with a helper the page does not have.
  await tab.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await tab.goto(`${base}/api/`);
  await tab.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await tab.addInitScript(countRenders);
  await tab.addInitScript(watchPaint);
  const cdp = await context.newCDPSession(tab);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await browser.startTracing(tab, { categories: CATEGORIES });
  await tab.goto(`${base}/#${page.path}`);
  await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  if (process.env.TRACE_DIR) {
    mkdirSync(process.env.TRACE_DIR, { recursive: true });
    writeFileSync(resolve(process.env.TRACE_DIR, `${page.name.replace(/\W+/g, '-')}-${run}.json`), buffer);
  }
  const figures = await tab.evaluate(() => {
    const { __renders: renders, __shifts: shifts } = window as unknown as { __renders: Renders; __shifts: Shifts };
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const bytes = (ending: string) =>
      entries.filter((entry) => entry.name.endsWith(ending)).reduce((sum, entry) => sum + entry.transferSize, 0);
    const top = Object.entries(renders.byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    return {
      commits: renders.commits,
      renders: renders.renders,
      topRenders: top,
      jsKb: Math.round(bytes('.js') / 1024),
      cssKb: Math.round(bytes('.css') / 1024),
      requests: entries.length,
      cls: Number(shifts.cls.toFixed(3)),
      shifts: shifts.shifts,
      lcp: shifts.lcp,
    };
  });
  await context.close();
  return { ...countTraceWork(traceEvents), ...figures } satisfies Load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function report(name: string, base: string, loads: Load[]): void {
  const last = loads.at(-1) as Load;
  const m = (key: Exclude<keyof TraceWork, 'forcedBy'>) => median(loads.map((one) => one[key]));
  console.log(
    `${name.padEnd(14)} ${base} busy ${m('busyMs')} ms (script ${m('scriptMs')}, style+layout ${m('styleLayoutMs')}), ` +
      `layouts ${m('layouts')} (forced ${m('forcedLayouts')}), style recalcs ${m('styleRecalcs')} ` +
      `(forced ${m('forcedStyleRecalcs')}) of ${m('styledElements')} elements, tasks >50 ms ${m('longTasks')}, ` +
      `commits ${last.commits}, renders ${last.renders}, JS ${last.jsKb} KB, CSS ${last.cssKb} KB, ` +
      `${last.requests} requests, CLS ${last.cls}`,
  );
  console.log(`${''.padEnd(14)} LCP ${last.lcp}; shifts: ${last.shifts.join(' | ') || 'none'}`);
  console.log(`${''.padEnd(14)} most rendered: ${last.topRenders}`);
  if (process.env.TRACE_FORCED) console.log(`${''.padEnd(14)} forced by: ${last.forcedBy.join(' | ')}`);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const storage = await logIn(BASES[0] as string);
    for (const page of PAGES) {
      if (ONLY && !page.path.includes(ONLY)) continue;
      const loads = BASES.map((): Load[] => []);
      for (let run = 0; run < RUNS; run++)
        for (const [index, base] of BASES.entries()) loads[index]?.push(await load(browser, base, storage, page, run));
      for (const [index, base] of BASES.entries()) report(page.name, BASES.length > 1 ? base : '', loads[index] ?? []);
    }
  } finally {
    await browser.close();
  }
}

await main();
