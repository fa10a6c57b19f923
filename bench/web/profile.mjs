// `npm run bench:web -- --profile`: what the main thread does in each long task of a page's load,
// by function, as the source reads (the build's source maps). One load per page in Chromium with
// its CPU slowed 4x (Lighthouse's phone) and a phone's viewport, recorded as a trace with V8's
// sampling profiler; every task of 50 ms or more is printed with what it began from (a script's
// evaluation, a timer, a message, a network answer), its style, layout and paint time, and the
// functions that took its samples: by their own time, and by the nearest function of our code on
// the stack (which component or hook the time was spent for). The 4x slowdown is real here, not
// simulated as in Lighthouse's TBT: a task's length is as this machine ran it, so compare runs
// side by side, not with the Lighthouse numbers.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { log } from '../lib.mjs';

/** What counts as a long task (ms, as run): Lighthouse's threshold for blocking time. */
const LONG_TASK_MS = 50;
/** Chromium's trace categories for tasks, their phases and the sampled JavaScript stacks. */
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];
/** Top-level task events of a renderer's main thread. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
/** Trace events that say what started a task, as printed. */
const CAUSES = {
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ResourceReceivedData: 'network data',
  ParseHTML: 'HTML',
  FunctionCall: 'call',
  RunMicrotasks: 'microtasks',
};
const PHASES = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
};

/** Source maps of the built frontends, by the served file's name (dist/frontend-sourcemaps). */
function sourceMaps(root) {
  const maps = new Map();
  const dir = resolve(root, 'dist/frontend-sourcemaps');
  for (const app of readdirSync(dir)) {
    for (const file of readdirSync(resolve(dir, app))) {
      if (!file.endsWith('.js.map')) continue;
      const entry = { app, path: resolve(dir, app, file), map: null };
      maps.set(`${app}/${file.slice(0, -'.map'.length)}`, entry);
    }
  }
  return maps;
}

/**
 * A sampled frame's place in the source: "name (path:line)" with the path from the repository's
 * root (webpack names an app's sources relative to its folder: webpack://courtside_member/./src/..,
 * ../ui/src/.., ../../node_modules/..), or as served if it has no map.
 */
function placeOf(frame, maps, origin) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return functionName || `(${frame.codeType ?? 'native'})`;
  const served = url.startsWith(origin) ? url.slice(origin.length) : url;
  // A remote's files are served as /remotes/<app>/<file>, the shell's at /<file>.
  const key = served.replace(/^\/(remotes\/)?/, '').replace(/\?.*$/, '');
  const entry = maps.get(key) ?? maps.get(`shell/${key}`);
  if (!entry) return `${functionName || '(anonymous)'} (${served}:${lineNumber + 1})`;
  entry.map ??= new TraceMap(readFileSync(entry.path, 'utf8'));
  const pos = originalPositionFor(entry.map, { line: lineNumber + 1, column: columnNumber });
  if (!pos.source) return `${functionName || '(anonymous)'} (${key})`;
  // As written in the map: the resolved source has lost its '../' (a URL's dot segments).
  const written = entry.map.sources[entry.map.resolvedSources.indexOf(pos.source)] ?? pos.source;
  const relative = written.replace(/^webpack:\/\/[^/]*\//, '');
  const source = relative.startsWith('webpack/')
    ? relative
    : posix.normalize(`frontends/${entry.app}/${relative}`).replace(/^.*node_modules\//, 'node_modules/');
  return `${pos.name || functionName || '(anonymous)'} (${source}:${pos.line})`;
}

/** Ours: a frontend's own source, not a dependency's. */
const isOwn = (place) => /\((frontends|libs)\//.test(place);

/**
 * The sampled stacks of the main thread's profile: [{ ts (µs), frames: [leaf ... root] }]. V8
 * writes a Profile event (its start) and ProfileChunk events (nodes, samples, time deltas) under
 * one id per profiled thread.
 */
function samplesOf(events, pid, tid) {
  const profiles = events.filter((e) => e.pid === pid && e.name === 'Profile');
  const profile = profiles.find((e) => e.tid === tid) ?? profiles[0];
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let ts = profile.args.data.startTime;
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || e.id !== profile.id) continue;
    const cpuProfile = e.args.data.cpuProfile ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (cpuProfile.samples ?? []).forEach((id, i) => {
      ts += deltas[i];
      samples.push({ ts, id });
    });
  }
  return samples.map(({ ts: at, id }) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return { ts: at, frames };
  });
}

/** The renderer's main thread that parsed the page's document. */
function mainThread(events, origin) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`No document from ${origin} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

function top(counts, n) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([what, ms]) => `${ms.toFixed(0).padStart(4)} ms  ${what}`);
}

/** The long tasks of one recorded trace, each with its causes, phases and functions. */
export function longTasks(trace, { root, origin }) {
  const events = trace.traceEvents;
  const { pid, tid } = mainThread(events, origin);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const parsed = own.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  // Times from the navigation to the page (else from its parse).
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin))
      ?.ts ?? parsed.ts;
  // Not the blank page's parse and unload, which come before the page's own document.
  const unloads = own.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'unload');
  const blankPage = (task) =>
    task.ts + task.dur < parsed.ts || unloads.some((u) => u.ts >= task.ts && u.ts <= task.ts + task.dur);
  const tasks = [];
  for (const e of own) {
    if (!TASK_NAMES.has(e.name) || e.dur < LONG_TASK_MS * 1000 || blankPage(e)) continue;
    // The outermost task only: Chromium nests a RunTask in ThreadControllerImpl::RunTask.
    const last = tasks.at(-1);
    if (last && e.ts >= last.ts && e.ts + e.dur <= last.ts + last.dur) continue;
    tasks.push(e);
  }
  const samples = samplesOf(events, pid, tid);
  const maps = sourceMaps(root);
  const places = new Map();
  const place = (frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    if (!places.has(key)) places.set(key, placeOf(frame, maps, origin));
    return places.get(key);
  };
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const causes = new Map();
    const phases = new Map();
    for (const e of inside) {
      const cause = CAUSES[e.name];
      if (cause) {
        const detail = e.args?.data?.url
          ? ` ${new URL(e.args.data.url, origin).pathname}`
          : e.name === 'EventDispatch'
            ? ` ${e.args?.data?.type}`
            : '';
        const key = `${cause}${detail}`;
        causes.set(key, Math.max(causes.get(key) ?? 0, e.dur / 1000));
      }
      const phase = PHASES[e.name];
      if (phase) phases.set(phase, (phases.get(phase) ?? 0) + e.dur / 1000);
    }
    const mine = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const interval = mine.length > 1 ? (mine.at(-1).ts - mine[0].ts) / (mine.length - 1) / 1000 : 0;
    const self = new Map();
    const ours = new Map();
    for (const { frames } of mine) {
      const leaf = frames[0] ? place(frames[0]) : '(idle)';
      if (leaf === '(idle)' || leaf === '(program)') continue;
      self.set(leaf, (self.get(leaf) ?? 0) + interval);
      const nearest = frames.map(place).find(isOwn) ?? '(no frame of ours)';
      ours.set(nearest, (ours.get(nearest) ?? 0) + interval);
    }
    return {
      startMs: (task.ts - navigation) / 1000,
      durationMs: task.dur / 1000,
      causes: [...causes]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([what]) => what),
      phases: Object.fromEntries([...phases].map(([k, v]) => [k, Math.round(v)])),
      self: top(self, 8),
      ours: top(ours, 8),
    };
  });
}

/**
 * Loads each page once with the CPU slowed 4x and a trace recorded; prints its long tasks and,
 * with `savedAs`, writes each trace to the file it names for the page (Chromium's DevTools
 * Performance panel opens it).
 */
export async function profilePages({ browser, newPage, origin, pages, root, savedAs }) {
  for (const path of pages) {
    const { page, cdp, close } = await newPage();
    try {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(2000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      if (savedAs) writeFileSync(savedAs(path), JSON.stringify(trace));
      const tasks = longTasks(trace, { root, origin });
      log();
      log(`${path}: ${tasks.length} task(s) of ${LONG_TASK_MS} ms or more, CPU slowed 4x (as run here):`);
      for (const task of tasks) {
        const phases = Object.entries(task.phases)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        log(
          `  at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms` +
            `${task.causes.length ? `, from ${task.causes.join('; ')}` : ''}` +
            `${phases ? ` (${phases} ms)` : ''}`,
        );
        log('    by own time:');
        for (const line of task.self) log(`      ${line}`);
        log('    by the nearest function of ours:');
        for (const line of task.ours) log(`      ${line}`);
      }
    } finally {
      await close();
    }
  }
}
