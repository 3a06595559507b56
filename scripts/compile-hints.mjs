/**
 * V8's explicit compile hint for the browser's big script chunks (docs/decisions/038-compile-hints.md), run by
 * next.config.ts after `next build` compiles (compiler.runAfterProductionCompile).
 *
 * A chunk that starts with the magic comment `//# allFunctionsCalledOnLoad` is compiled whole while it downloads, on
 * a background thread. Without it V8 compiles each function the first time it runs: on a first visit that is React's
 * and the router's module functions, compiled on the main thread in the one task that starts the page, 100–140 ms of
 * it with a phone's CPU (Lighthouse mobile, 4x slowdown), all counted as blocking time. Browsers without the hint
 * read a comment.
 *
 * Only chunks of MIN_BYTES or more get it: React's, the router's and the layout's, whose compiling showed in the
 * profiles (hinting only the two largest left 60–190 ms tasks). Each hint adds 29 bytes and the listing pages'
 * scripts sit at their 150 KiB budget (bench/budgets.json); hinting every chunk measured no better within the noise.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
export const MIN_BYTES = 20 * 1024

/** Adds the hint to every client chunk of MIN_BYTES or more under `<distDir>/static/chunks`; returns their names. */
export function addCompileHints(distDir) {
  const dir = path.join(distDir, 'static', 'chunks')
  const hinted = []
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith('.js')) continue
    const file = path.join(dir, String(name))
    if (statSync(file).size < MIN_BYTES) continue
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    hinted.push(String(name))
  }
  return hinted
}
