/**
 * The wall clock, read at most once per millisecond of the monotonic one. Next.js replaces the global Date with a
 * wrapper that asks its rendering context on every `new Date()` and `Date.now()`
 * (next/dist/server/node-environment-extensions/date.js); in a CPU profile of cached pages under load, the log line's
 * timestamp cost 3 µs of the access line's 12 that way, and the figures' counter asked on every response too
 * (docs/performance.md, "Logs"). Calls within one millisecond of `performance.now()` share a reading, which may be
 * up to 1 ms early.
 */
let tick = -1
let reading = 0

/** Date.now(), at most once a millisecond. */
export function wallClockMs() {
  const t = Math.floor(performance.now())
  if (t !== tick) {
    tick = t
    reading = Date.now()
  }
  return reading
}
