/**
 * Large files for the benchmarks that move them (bench/downloads.mjs, bench/upload.mjs): sizes given on the command
 * line, random files written a piece at a time (never held in memory) with their SHA-256, and a server's resident
 * memory while it sends or takes them.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, readFileSync } from 'node:fs'
import { once } from 'node:events'

/** "2GB", "64MB", "512KiB", "1000000" → bytes (powers of 1024). */
export function parseSize(text) {
  const m = /^(\d+(?:\.\d+)?)\s*(k|m|g)?i?b?$/i.exec(text.trim())
  if (!m) throw new Error(`--size: "${text}" is not a size such as 64MB or 2GB`)
  const unit = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m[2] ?? '').toLowerCase()] ?? 1
  return Math.round(Number(m[1]) * unit)
}

/** Writes `size` random bytes to `file`; their SHA-256. */
export async function writeRandomFile(file, size) {
  const hash = createHash('sha256')
  const out = createWriteStream(file)
  for (let left = size; left > 0;) {
    const chunk = randomBytes(Math.min(left, 4 * 1024 * 1024))
    hash.update(chunk)
    left -= chunk.length
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
  return hash.digest('hex')
}

/** A file's SHA-256, read as a stream. */
export async function sha256Of(file) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** A process's resident memory in bytes (VmRSS; NaN once it has ended). */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : NaN
  } catch {
    return NaN
  }
}

export const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1)
