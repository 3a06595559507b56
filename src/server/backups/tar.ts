import 'server-only'

/**
 * The backup file's container: a POSIX tar (ustar, with a PAX header for names longer than ustar holds), written and
 * read as a stream. Tar because every operator's machine can list and unpack it (`tar tf`), and it streams: parts are
 * appended as they are made, so a backup never needs its whole size in memory (docs/decisions/070-backup-format.md).
 * Only regular files; no links, no permissions beyond 0644.
 */

const BLOCK = 512

export class TarFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TarFormatError'
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write(octal(0o644, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii')
  block.write('        ', 148, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148, 'ascii')
  return block
}

/** A PAX record "len path=value\n", whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length++
  return Buffer.from(`${length}${body}`)
}

/** The header blocks for one entry (a PAX header first when the name does not fit ustar's 100 bytes). */
export function entryHeader(name: string, size: number, mtime = Date.now()): Buffer {
  if (Buffer.byteLength(name) < 100 && /^[\x20-\x7e]*$/.test(name)) return header(name, size, '0', mtime)
  const pax = paxRecord('path', name)
  return Buffer.concat([
    header('PaxHeader', pax.length, 'x', mtime),
    pax,
    Buffer.alloc(padding(pax.length)),
    header(name.slice(0, 99).replace(/[^\x20-\x7e]/g, '_'), size, '0', mtime),
  ])
}

/** Zero bytes that fill an entry's data up to the next block. */
export function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK
}

/** Two zero blocks: the end of the archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2)

export interface TarEntry {
  name: string
  size: number
  /** Where its bytes start in the stream. */
  offset: number
  /** The entry's bytes; must be consumed (or skipped with `skip`) before the next entry is read. */
  body: AsyncIterable<Buffer>
}

/**
 * Reads a tar stream entry by entry. A stream that ends inside an entry or before the end-of-archive blocks is a
 * truncated file and fails with a message saying so.
 */
export async function* readTar(source: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<TarEntry> {
  const input = source[Symbol.asyncIterator]()
  let buffered: Buffer = Buffer.alloc(0)
  let ended = false
  let taken = 0

  async function fill(n: number): Promise<boolean> {
    while (buffered.length < n && !ended) {
      const next = await input.next()
      if (next.done) ended = true
      else buffered = buffered.length ? Buffer.concat([buffered, Buffer.from(next.value)]) : Buffer.from(next.value)
    }
    return buffered.length >= n
  }
  function take(n: number): Buffer {
    const out = buffered.subarray(0, n)
    buffered = buffered.subarray(n)
    taken += out.length
    return out
  }
  async function* data(size: number): AsyncGenerator<Buffer> {
    let left = size
    while (left > 0) {
      if (!(await fill(1))) throw new TarFormatError('The file ends in the middle of a part: it is truncated.')
      const chunk = take(Math.min(left, buffered.length))
      left -= chunk.length
      yield chunk
    }
    if (!(await fill(padding(size))))
      throw new TarFormatError('The file ends in the middle of a part: it is truncated.')
    take(padding(size))
  }

  let paxPath: string | undefined
  try {
    yield* entries()
  } finally {
    // The end marker may come before the source's end (a file's trailing zeros): close the source either way.
    await input.return?.()
  }

  async function* entries(): AsyncGenerator<TarEntry> {
    for (;;) {
      if (!(await fill(BLOCK))) throw new TarFormatError('The file ends before its end marker: it is truncated.')
      const block = take(BLOCK)
      if (block.every((b) => b === 0)) return
      let sum = 0
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!
      const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8)
      if (stored !== sum) throw new TarFormatError('A part header is damaged (its checksum does not match).')
      const size = Number.parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8)
      const type = block.toString('ascii', 156, 157)
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '')
      if (type === 'x') {
        const chunks: Buffer[] = []
        for await (const chunk of data(size)) chunks.push(chunk)
        const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(Buffer.concat(chunks).toString('utf8'))
        paxPath = match?.[1]
        continue
      }
      const entryName = paxPath ?? name
      paxPath = undefined
      const offset = taken
      const body = data(size)
      // A reader that stops early (break) must not close the stream under the next entries: its return() only ends
      // its own loop, and what it left unread is skipped below.
      const view: AsyncIterator<Buffer> = {
        next: () => body.next(),
        return: async () => ({ done: true, value: undefined }),
      }
      yield { name: entryName, size, offset, body: { [Symbol.asyncIterator]: () => view } }
      for (let next = await body.next(); !next.done; next = await body.next()) void next
    }
  }
}
