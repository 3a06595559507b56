import 'server-only'

import { createWriteStream, mkdirSync } from 'node:fs'
import { finished } from 'node:stream/promises'
import path from 'node:path'

import { Unzip, UnzipInflate } from 'fflate'

import { TRANSFER_LIMITS } from './transfer-limits'
import { TransferError } from './transfer-error'

/**
 * Unpacking an uploaded catalogue archive (docs/decisions/043-http-limits-and-supervision.md). The archive is fed to
 * fflate's streaming inflater in small slices with a pause for the event loop between them, and each entry is
 * written as soon as it is complete (asynchronously): the server keeps answering while a large archive unpacks (the
 * earlier synchronous unzip held /api/health for 3.65 s), and no more than one entry is held in memory.
 */

/**
 * Compressed bytes per push: deflate's best ratio is about 1:1000, so a slice inflates to at most about 1 MB (16 KB
 * slices of zeros took 350 ms each on the two-core box under load). Pushes run back to back until YIELD_MS have
 * passed, then other requests get their turn.
 */
const SLICE = 1024
const YIELD_MS = 10

/**
 * Whether a zip entry name is a plain relative path that stays inside the folder: no absolute paths, drive letters,
 * backslashes, `..` or `.` segments, control characters. One bad name refuses the whole archive (an archive built
 * to escape its folder is not a catalogue someone exported).
 */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 300) return false
  if (name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name)) return false
  if (/[\u0000-\u001f\u007f]/.test(name)) return false
  const parts = name.replace(/\/$/, '').split('/')
  return parts.every((p) => p !== '' && p !== '.' && p !== '..')
}

const quoted = (name: string) => JSON.stringify(name.slice(0, 120))

/**
 * Records every entry's name and the folders it implies, and names the first that cannot be unpacked as it says: the
 * same name twice (the last would silently win), or a file where a folder is (or the reverse: EEXIST/EISDIR).
 */
export class EntryNames {
  private readonly files = new Set<string>()
  private readonly folders = new Set<string>()
  private readonly explicitFolders = new Set<string>()

  /** The problem with this entry, or null. */
  add(name: string): string | null {
    const folder = name.endsWith('/')
    const bare = folder ? name.slice(0, -1) : name
    if (this.files.has(bare) || this.explicitFolders.has(bare))
      return `The archive contains ${quoted(bare)} twice; export the catalogue again.`
    if (folder ? this.files.has(bare) : this.folders.has(bare))
      return `The archive contains ${quoted(bare)} both as a file and as a folder.`
    const parts = bare.split('/')
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/')
      if (this.files.has(parent)) return `The archive contains ${quoted(parent)} both as a file and as a folder.`
      this.folders.add(parent)
    }
    if (folder) {
      this.explicitFolders.add(bare)
      this.folders.add(bare)
    } else this.files.add(bare)
    return null
  }
}

/**
 * Unpacks a zip into `dir`, refusing traversal, duplicate and clashing names, too many entries, and more than the
 * unpacked limit: sizes are counted while inflating, so an archive that lies about its sizes (a zip bomb) is stopped
 * at the limit. Resolves with the bytes written.
 */
export async function unpackArchive(data: Uint8Array, dir: string): Promise<number> {
  const root = path.resolve(dir)
  const names = new EntryNames()
  let total = 0
  let count = 0
  let failure: TransferError | undefined
  const writes: Promise<void>[] = []
  const streams: ReturnType<typeof createWriteStream>[] = []
  const fail = (error: TransferError) => {
    failure ??= error
  }
  const unzip = new Unzip((entry) => {
    if (failure) return
    if (++count > TRANSFER_LIMITS.entries)
      return fail(new TransferError(`The archive has more than ${TRANSFER_LIMITS.entries} entries.`, 413))
    if (!safeEntryName(entry.name))
      return fail(new TransferError(`The archive contains a path that leaves its folder: ${quoted(entry.name)}.`, 400))
    const clash = names.add(entry.name)
    if (clash) return fail(new TransferError(clash, 400))
    if (entry.name.endsWith('/')) return
    const target = path.resolve(root, entry.name)
    // Belt and braces: safeEntryName already guarantees this.
    if (!target.startsWith(root + path.sep))
      return fail(new TransferError('The archive contains a path that leaves its folder.', 400))
    // Written as it inflates: an entry is never held whole in memory.
    let out: ReturnType<typeof createWriteStream> | undefined
    const open = () => {
      if (out) return out
      try {
        mkdirSync(path.dirname(target), { recursive: true })
      } catch (err) {
        writes.push(Promise.reject(err))
      }
      out = createWriteStream(target)
      streams.push(out)
      writes.push(finished(out))
      return out
    }
    entry.ondata = (err, chunk, final) => {
      if (failure) return void out?.destroy()
      if (err) return fail(new TransferError('The archive is damaged and cannot be unpacked.', 400))
      total += chunk.length
      if (total > TRANSFER_LIMITS.unpackedBytes) {
        entry.terminate()
        out?.destroy()
        const mb = TRANSFER_LIMITS.unpackedBytes / 1024 / 1024
        return fail(new TransferError(`The archive unpacks to more than ${mb} MB.`, 413))
      }
      // fflate may reuse its buffer for the next chunk: the stream keeps a copy until it is written.
      open().write(Buffer.from(chunk))
      if (final) out!.end()
    }
    entry.start()
  })
  unzip.register(UnzipInflate)
  try {
    let since = performance.now()
    for (let at = 0; at < data.length && !failure; at += SLICE) {
      unzip.push(data.subarray(at, Math.min(at + SLICE, data.length)), at + SLICE >= data.length)
      if (performance.now() - since < YIELD_MS) continue
      // Let other requests run.
      await new Promise((resolve) => setImmediate(resolve))
      since = performance.now()
    }
  } catch {
    fail(new TransferError('This file is not a zip archive (or it is damaged).', 400))
  }
  // An entry cut off (a damaged or truncated archive, a refusal) never ends its file: close those.
  for (const stream of streams) {
    if (stream.writableEnded) continue
    fail(new TransferError('The archive is damaged and cannot be unpacked.', 400))
    stream.destroy()
  }
  const written = await Promise.allSettled(writes)
  if (failure) throw failure
  if (count === 0) throw new TransferError('This file is not a zip archive, or it is empty.', 400)
  const refused = written.find((w) => w.status === 'rejected')
  if (refused) {
    const code = ((refused as PromiseRejectedResult).reason as NodeJS.ErrnoException).code
    throw new TransferError(`The archive could not be unpacked (${code ?? 'write failed'}).`, 400)
  }
  return total
}
