/**
 * Start-up that cannot succeed by trying again (a migration failed, or the backup before it: src/server/runtime/boot.ts
 * sets FATAL_KEY before it throws). The HTTP server (scripts/server.mjs) then exits with the code the supervisor
 * (scripts/start.mjs) and systemd (RestartPreventExitStatus) do not restart. Plain JavaScript: the server imports it.
 */

/** Same as src/server/runtime/boot.ts FATAL_KEY. */
export const FATAL_KEY = '__meridianFatal'
export const EXIT_DO_NOT_RESTART = 78

/**
 * When start-up said so: logs why, then exits with its code (the promise never settles); otherwise throws `err` on.
 * @param {unknown} err
 * @param {{ fatal: Function, flush?: Function }} log
 * @returns {Promise<never>}
 */
export async function exitIfFatal(err, log) {
  const fatal = /** @type {any} */ (globalThis)[FATAL_KEY]
  if (!fatal) throw err
  log.fatal({ reason: fatal.reason, exitCode: fatal.code }, `not starting: ${fatal.reason}`)
  log.flush?.()
  setTimeout(() => process.exit(fatal.code), 100)
  return new Promise(() => {})
}
