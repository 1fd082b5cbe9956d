// Reads a Chromium performance trace (what DevTools' Performance panel records) and lists the
// page's long tasks after the first paint with what each spent its time on, so `npm run perf`
// can say where the main thread goes: which chunk's code (from the JavaScript sampling
// profiler, as DevTools attributes it), style recalculation, layout, painting, garbage collection.

const LONG_TASK_US = 50_000

/** The trace categories the analysis needs. */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
]

// What a known chunk's code does at start-up, in words; other chunks are named by their file.
const chunkCauses = {
  react: 'React (hydrating, rendering)',
  chakra: 'Chakra (creating the system, styles)',
  index: 'the entry (boot)',
  start: 'the app starting',
}

/**
 * "…/assets/react-Bx1_2abc.js" → "React (…)", or what `causeOf` says of "assets/…js" (the mock
 * back-end's chunks, say); the document itself → its inline scripts.
 */
function chunkOf(url, causeOf) {
  const { pathname } = new URL(url)
  if (!pathname.endsWith('.js')) return 'inline scripts in the page'
  const file = pathname.slice(1)
  const name = file
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '')
  return causeOf(file) ?? chunkCauses[name] ?? `${name} chunk`
}

/** The browser's own work by trace event name; script time is split by the profiler's samples. */
function browserWorkOf(name) {
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style recalculation'
  if (name === 'Layout') return 'layout'
  if (name === 'MajorGC' || name === 'MinorGC') return 'garbage collection'
  if (name === 'ParseHTML') return 'parsing HTML'
  if (/^(Paint|PrePaint|Layerize|Commit)$/.test(name)) return 'painting'
  return null
}

/** Every JavaScript sample of the profiler on `thread`: its time and the chunk it was running. */
function jsSamples(traceEvents, { pid, tid }, causeOf) {
  // The profile of the main thread; its chunks are written from the sampler's thread.
  const profiles = new Map()
  for (const event of traceEvents) {
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid)
      profiles.set(event.id, { time: event.args.data.startTime, nodes: new Map() })
  }
  const samples = []
  // Each chunk's time deltas follow the one before: read them in order.
  const chunks = traceEvents
    .filter((e) => e.name === 'ProfileChunk' && e.pid === pid && profiles.has(e.id))
    .sort((a, b) => a.ts - b.ts)
  for (const event of chunks) {
    const profile = profiles.get(event.id)
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node)
    ;(cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0
      // The nearest frame with a script address says whose code it is. Code without one (the
      // measuring tool's own probes, say) counts as script of no chunk.
      let node = profile.nodes.get(id)
      // (program), (idle), (garbage collector): the browser's own time, counted by its events.
      if (!node || node.callFrame.functionName.startsWith('(')) return
      while (node && !/^https?:/.test(node.callFrame.url)) node = profile.nodes.get(node.parent)
      samples.push({
        ts: profile.time,
        cause: node ? chunkOf(node.callFrame.url, causeOf) : 'script of no chunk',
      })
    })
  }
  return samples
}

/**
 * The long tasks (over 50 ms) on the page's main thread from its first paint until `untilMs`
 * after it: start (ms after first paint), duration and the causes that filled it, largest first.
 * `causeOf(file)` may name what a chunk of the build is for.
 */
export function longTasksAfterFirstPaint(
  traceEvents,
  { untilMs = Infinity, causeOf = () => undefined } = {},
) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return []
  const onMain = traceEvents.filter(
    (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined,
  )
  const samples = jsSamples(traceEvents, fcp, causeOf)
  const tasks = onMain.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.dur > LONG_TASK_US &&
      e.ts >= fcp.ts &&
      e.ts - fcp.ts <= untilMs * 1000,
  )
  return tasks.map((task) => {
    const end = task.ts + task.dur
    const within = (e) => e.ts >= task.ts && e.ts < end
    const causes = new Map()
    const add = (cause, us) => causes.set(cause, (causes.get(cause) ?? 0) + us)
    for (const event of onMain.filter((e) => within(e) && e.ts + e.dur <= end)) {
      const work = browserWorkOf(event.name)
      if (work) add(work, event.dur)
    }
    // The rest of the task is script: shared out by what the profiler saw running.
    const browserTime = [...causes.values()].reduce((a, b) => a + b, 0)
    const scriptTime = Math.max(0, task.dur - browserTime)
    const seen = samples.filter(within)
    if (seen.length === 0) add('script', scriptTime)
    for (const { cause } of seen) add(cause, scriptTime / seen.length)
    return {
      atMs: Math.round((task.ts - fcp.ts) / 1000),
      ms: Math.round(task.dur / 1000),
      causes: [...causes]
        .filter(([, us]) => us >= 5000)
        .sort((a, b) => b[1] - a[1])
        .map(([cause, us]) => `${cause} ${Math.round(us / 1000)} ms`),
    }
  })
}
