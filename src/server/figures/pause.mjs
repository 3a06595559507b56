/**
 * Counting paused by a flag file: while `<DATA_DIR>/counting-paused` exists, this server counts nothing for the owner's
 * figures (docs/figures.md, "Pausing"). For a load test against a live site, whose scripted visitors would otherwise
 * fill the figures, and for `npm run bench`, which measures one process counting and not counting in turns.
 *
 * A file rather than a signal: `touch` and `rm` say what they mean however often they are run, a pause outlives a
 * restart by `npm start`'s supervisor, and systemd's `kill` reaches the supervisor and the server alike (a toggling
 * signal would then undo itself).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { setCounting } from './buffer.mjs'

export const PAUSE_FILE = 'counting-paused'

/**
 * Applies the flag now, then looks for it every `everyMs` (a `stat` a second by default) and logs each change.
 * Returns a function that stops looking.
 * @param {string} dataDir
 * @param {{ info: (fields: object, msg: string) => void }} log
 * @param {{ everyMs?: number }} [options]
 */
export function watchCountingPause(dataDir, log, { everyMs = 1_000 } = {}) {
  const flag = path.join(dataDir, PAUSE_FILE)
  let paused = false
  const check = () => {
    const now = existsSync(flag)
    if (now === paused) return
    paused = now
    const counting = setCounting(!paused)
    log.info({ counting }, paused ? `counting paused (${flag} exists)` : `counting resumed (${flag} removed)`)
  }
  check()
  const timer = setInterval(check, everyMs).unref()
  return () => clearInterval(timer)
}
