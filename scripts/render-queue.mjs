/**
 * At most `concurrency` requests inside Next.js at once; the others wait their turn here, costing nothing
 * (docs/decisions/043-http-limits-and-supervision.md). On two cores, 32 pages rendering at once made every answer
 * slow, the health check's included (2.4 s): the event loop ran one render's continuations after another. A few at a
 * time finish sooner, and what the HTTP server answers itself (health, refusals, static files) gets a turn between
 * them. A queue longer than `limit` is answered by `busy`. Only reads are queued (scripts/server.mjs): a write often
 * waits on something other than the CPU (a password hash, the database) and would hold a place idle.
 */

/**
 * @param {{ concurrency: number, limit: number, busy(res: import('node:http').ServerResponse): void }} options
 */
export function renderQueue({ concurrency, limit, busy }) {
  let active = 0
  /** @type {(() => void)[]} */
  const queue = []
  const admitted = new WeakSet()
  const dequeue = () => {
    while (active < concurrency && queue.length) queue.shift()()
  }
  return {
    /**
     * Runs `run` now or when a place is free.
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} run
     */
    admit(res, run) {
      const start = () => {
        // The client went away while waiting: nothing to render.
        if (res.destroyed) return dequeue()
        active++
        admitted.add(res)
        run()
      }
      if (active < concurrency) return start()
      if (queue.length >= limit) return busy(res)
      queue.push(start)
    },
    /**
     * The response is over (its close event): its place goes to the next in line.
     * @param {import('node:http').ServerResponse} res
     */
    release(res) {
      if (!admitted.delete(res)) return
      active--
      dequeue()
    },
  }
}
