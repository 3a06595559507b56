/**
 * Brotli copies of the browser's scripts and stylesheets, made once at build time at the highest quality
 * (docs/decisions/039-brotli.md), run by next.config.ts after the compile hints (compiler.runAfterProductionCompile).
 * scripts/server.mjs sends `<file>.br` when the browser takes Brotli: these files never change under their hashed
 * names, so the 11th quality level (0.3 s for React DOM, 10% smaller than the per-request level 5) is paid once.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** Writes `<file>.br` beside every .js and .css file under `<distDir>/static`; returns how many. */
export function precompressStatic(distDir) {
  const dir = path.join(distDir, 'static')
  let count = 0
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!/\.(js|css)$/.test(String(name))) continue
    const file = path.join(dir, String(name))
    const source = readFileSync(file)
    const compressed = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    })
    writeFileSync(`${file}.br`, compressed)
    count++
  }
  return count
}
