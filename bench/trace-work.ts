// What a Chrome trace of a page load says about the renderer's main thread (bench/page-trace.ts): busy time, time in
// scripts and in style and layout (self time, grouped as Lighthouse's main-thread breakdown does), and how many layouts
// and style recalculations ran inside a script, i.e. were forced by a script reading sizes.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] };
  };
}

export interface TraceWork {
  busyMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  longTasks: number;
  layouts: number;
  forcedLayouts: number;
  styleRecalcs: number;
  forcedStyleRecalcs: number;
  /** Elements whose style was computed, summed over the recalculations (one element may count several times). */
  styledElements: number;
  /** Where the forced layouts and style recalculations came from: `function url:line:column ×count`. */
  forcedBy: string[];
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set([
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
]);
const STYLE_LAYOUT = new Set([
  'ScheduleStyleRecalculation',
  'UpdateLayoutTree',
  'InvalidateLayout',
  'Layout',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
]);

/** The renderer's main thread with the most task time (the page's; other renderers hold about:blank and kin). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number) =>
    events
      .filter((event) => event.pid === pid && event.tid === tid && TASKS.has(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const [best] = mains
    .map((main) => ({ pid: main.pid, tid: main.tid, busy: busy(main.pid, main.tid) }))
    .sort((a, b) => b.busy - a.busy);
  if (!best) throw new Error('no renderer main thread in the trace');
  return best;
}

interface Span {
  name: string;
  start: number;
  end: number;
  event: TraceEvent;
}

/** Complete events and begin/end pairs of one thread as spans, ordered so that a parent comes before its children. */
function spans(events: TraceEvent[]): Span[] {
  const open = new Map<string, TraceEvent[]>();
  const result: Span[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X') result.push({ name: event.name, start: event.ts, end: event.ts + (event.dur ?? 0), event });
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event]);
    else if (event.ph === 'E') {
      const begin = open.get(event.name)?.pop();
      if (begin) result.push({ name: begin.name, start: begin.ts, end: event.ts, event: begin });
    }
  }
  return result.sort((a, b) => a.start - b.start || b.end - a.end);
}

const frame = (span: Span) => {
  const top = span.event.args?.beginData?.stackTrace?.[0];
  return top
    ? `${top.functionName || '(anonymous)'} ${top.url.split('/').pop()}:${top.lineNumber}:${top.columnNumber}`
    : '';
};

export function countTraceWork(events: TraceEvent[]): TraceWork {
  const { pid, tid } = mainThread(events);
  const all = spans(events.filter((event) => event.pid === pid && event.tid === tid));
  const work: TraceWork = {
    busyMs: 0,
    scriptMs: 0,
    styleLayoutMs: 0,
    longTasks: 0,
    layouts: 0,
    forcedLayouts: 0,
    styleRecalcs: 0,
    forcedStyleRecalcs: 0,
    styledElements: 0,
    forcedBy: [],
  };
  const forcedBy = new Map<string, number>();
  const stack: { span: Span; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1) as { span: Span }).span.end <= until) {
      const { span, childTime } = stack.pop() as { span: Span; childTime: number };
      const self = span.end - span.start - childTime;
      if (SCRIPT.has(span.name)) work.scriptMs += self / 1000;
      if (STYLE_LAYOUT.has(span.name)) work.styleLayoutMs += self / 1000;
      const parent = stack.at(-1);
      if (parent) parent.childTime += span.end - span.start;
    }
  };
  for (const span of all) {
    close(span.start);
    const inScript = stack.some((open) => SCRIPT.has(open.span.name));
    if (TASKS.has(span.name) && !stack.some((open) => TASKS.has(open.span.name))) {
      const ms = (span.end - span.start) / 1000;
      work.busyMs += ms;
      if (ms > 50) work.longTasks++;
    }
    if (span.name === 'Layout' || span.name === 'UpdateLayoutTree') {
      const layout = span.name === 'Layout';
      if (layout) work.layouts++;
      else {
        work.styleRecalcs++;
        work.styledElements += span.event.args?.elementCount ?? 0;
      }
      if (inScript) {
        if (layout) work.forcedLayouts++;
        else work.forcedStyleRecalcs++;
        const where = `${layout ? 'layout' : 'style'} ${frame(span)}`;
        forcedBy.set(where, (forcedBy.get(where) ?? 0) + 1);
      }
    }
    stack.push({ span, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  work.forcedBy = [...forcedBy].sort((a, b) => b[1] - a[1]).map(([where, count]) => `${where} ×${count}`);
  const round = (value: number) => Math.round(value);
  return {
    ...work,
    busyMs: round(work.busyMs),
    scriptMs: round(work.scriptMs),
    styleLayoutMs: round(work.styleLayoutMs),
  };
}
