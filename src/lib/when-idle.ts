/**
 * Runs `task` once the browser is idle (or after 3 s at the latest), so background work (registering the service
 * worker, fetching a font for later pages) never competes with the page. Returns a function that cancels it. Browser
 * only.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1000)
  return () => clearTimeout(handle)
}
