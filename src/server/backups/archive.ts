import 'server-only'

import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { Decrypter, Encrypter } from 'age-encryption'

import {
  AGE_MAGIC,
  BackupError,
  MANIFEST,
  MANIFEST_SUM,
  manifestSchema,
  UPLOADS_INDEX,
  UPLOADS_PREFIX,
  uploadsIndexSchema,
  type BackupManifest,
  type UploadsIndex,
} from './format'
import { END_OF_ARCHIVE, entryHeader, padding, readTar, TarFormatError } from './tar'

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** A file being written: `.<name>.<pid>.partial` beside where it will be, so it never looks like a finished backup. */
export function partialName(dir: string, name: string): string {
  return path.join(dir, `.${name}.${process.pid}.partial`)
}

/**
 * Writes a backup's tar to a partial file. `finish` writes the manifest, flushes the file to disk and renames it to
 * its name (a crash or a full disk before then leaves only a partial file, which `abort` or the next backup removes).
 */
export class ArchiveWriter {
  readonly parts: BackupManifest['parts'] = []
  private constructor(
    private readonly file: FileHandle,
    readonly partialPath: string,
  ) {}

  static async create(dir: string, name: string): Promise<ArchiveWriter> {
    const partial = partialName(dir, name)
    return new ArchiveWriter(await open(partial, 'wx'), partial)
  }

  private async write(data: Buffer): Promise<void> {
    let at = 0
    while (at < data.length) at += (await this.file.write(data, at)).bytesWritten
  }

  /** One entry; `listed` parts go into the manifest's checksums (uploaded files are checked through uploads.json). */
  async add(name: string, data: Buffer, listed = true): Promise<string> {
    await this.write(entryHeader(name, data.length))
    await this.write(data)
    await this.write(Buffer.alloc(padding(data.length)))
    const sum = sha256(data)
    if (listed) this.parts.push({ name, bytes: data.length, sha256: sum })
    return sum
  }

  async finish(manifest: BackupManifest, finalPath: string): Promise<void> {
    const json = Buffer.from(JSON.stringify(manifest, null, 1))
    await this.add(MANIFEST, json, false)
    await this.add(MANIFEST_SUM, Buffer.from(`${sha256(json)}  ${MANIFEST}\n`), false)
    await this.write(END_OF_ARCHIVE)
    await this.file.sync()
    await this.file.close()
    await rename(this.partialPath, finalPath)
    await syncDir(path.dirname(finalPath))
  }

  async abort(): Promise<void> {
    await this.file.close().catch(() => undefined)
    await rm(this.partialPath, { force: true })
  }
}

/** A rename reaches the disk with its directory's entry: fsync the directory too. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null)
  await handle?.sync().catch(() => undefined)
  await handle?.close()
}

/** Partial files left by a process that died (kill -9, power loss) while writing a backup. */
export async function removeStalePartials(dir: string): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const m = /^\..*\.(\d+)\.partial$/.exec(name)
    if (!m) continue
    const pid = Number(m[1])
    if (pid === process.pid || isAlive(pid)) continue
    await rm(path.join(dir, name), { force: true })
    removed.push(name)
  }
  return removed
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Encrypts `plain` for the age recipients into `target` (streamed: a backup's size never sits in memory). */
export async function encryptFile(plain: string, target: string, recipients: string[]): Promise<void> {
  const encrypter = new Encrypter()
  for (const r of recipients) encrypter.addRecipient(r)
  const input = Readable.toWeb(createReadStream(plain)) as ReadableStream<Uint8Array>
  const output = await encrypter.encrypt(input)
  const file = await open(target, 'wx')
  try {
    await pipeline(Readable.fromWeb(output as never), createWriteStream('', { fd: file.fd, autoClose: false }))
    await file.sync()
  } finally {
    await file.close()
  }
}

export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(AGE_MAGIC.length)
    await handle.read(head, 0, head.length, 0)
    return head.toString('latin1') === AGE_MAGIC
  } finally {
    await handle.close()
  }
}

/** Decrypts an age file with the identity (an AGE-SECRET-KEY-1… line) into `target`. */
export async function decryptFile(file: string, target: string, identity: string): Promise<void> {
  const decrypter = new Decrypter()
  decrypter.addIdentity(identity)
  const input = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  let output: ReadableStream<Uint8Array>
  try {
    output = await decrypter.decrypt(input)
    await pipeline(Readable.fromWeb(output as never), createWriteStream(target, { flags: 'wx' }))
  } catch (err) {
    await rm(target, { force: true })
    throw new BackupError(
      `The backup could not be decrypted with the key given (${err instanceof Error ? err.message : err}): ` +
        'wrong key, or the file is damaged.',
      { cause: err },
    )
  }
}

export interface OpenedBackup {
  file: string
  manifest: BackupManifest
  uploads: UploadsIndex
  /** Where each entry's bytes start in the (plain) file, for reading parts in any order. */
  entries: Map<string, { offset: number; size: number }>
  bytes: number
}

/**
 * Reads a plain backup file through once: every entry's SHA-256 against the manifest (database parts, uploads.json)
 * or uploads.json (each uploaded file), the manifest against its own checksum. Anything wrong is a BackupError naming
 * the part: a truncated, corrupted or tampered file is never restored from.
 */
export async function inspectBackup(file: string): Promise<OpenedBackup> {
  const { size } = await stat(file).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(`No backup file at ${file} (${err.code ?? err.message}).`)
  })
  const sums = new Map<string, string>()
  const entries = new Map<string, { offset: number; size: number }>()
  let manifestText: Buffer | undefined
  let manifestSum: string | undefined
  let uploadsText: Buffer | undefined
  try {
    for await (const entry of readTar(createReadStream(file) as AsyncIterable<Buffer>)) {
      const hash = createHash('sha256')
      const keep = entry.name === MANIFEST || entry.name === MANIFEST_SUM || entry.name === UPLOADS_INDEX
      const chunks: Buffer[] = []
      for await (const chunk of entry.body) {
        hash.update(chunk)
        if (keep) chunks.push(chunk)
      }
      entries.set(entry.name, { offset: entry.offset, size: entry.size })
      sums.set(entry.name, hash.digest('hex'))
      if (entry.name === MANIFEST) manifestText = Buffer.concat(chunks)
      if (entry.name === MANIFEST_SUM) manifestSum = Buffer.concat(chunks).toString('utf8').split(/\s/)[0]
      if (entry.name === UPLOADS_INDEX) uploadsText = Buffer.concat(chunks)
    }
  } catch (err) {
    if (err instanceof TarFormatError) throw new BackupError(`${path.basename(file)}: ${err.message}`, { cause: err })
    throw err
  }
  if (!manifestText || !manifestSum)
    throw new BackupError(`${path.basename(file)} has no manifest: it is not a complete backup of this site.`)
  if (sha256(manifestText) !== manifestSum)
    throw new BackupError(`${path.basename(file)}: the manifest does not match its checksum (damaged or altered).`)
  let manifest: BackupManifest
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText.toString('utf8')))
  } catch {
    throw new BackupError(`${path.basename(file)}: the manifest is not one this app can read.`)
  }
  for (const part of manifest.parts) {
    const found = sums.get(part.name)
    if (!found) throw new BackupError(`${path.basename(file)} is missing its part ${part.name}.`)
    if (found !== part.sha256)
      throw new BackupError(
        `${path.basename(file)}: the part ${part.name} does not match its checksum (damaged or altered).`,
      )
  }
  const uploads = uploadsText ? uploadsIndexSchema.parse(JSON.parse(uploadsText.toString('utf8'))) : []
  if (manifest.uploads.mode === 'copy') {
    for (const u of uploads) {
      const found = sums.get(`${UPLOADS_PREFIX}${u.key}`)
      if (!found) throw new BackupError(`${path.basename(file)} is missing the uploaded file ${u.key}.`)
      if (found !== u.sha256)
        throw new BackupError(`${path.basename(file)}: the uploaded file ${u.key} does not match its checksum.`)
    }
  }
  return { file, manifest, uploads, entries, bytes: size }
}

/** One entry's bytes from an inspected plain file. */
export async function readEntry(opened: OpenedBackup, name: string): Promise<Buffer> {
  const entry = opened.entries.get(name)
  if (!entry) throw new BackupError(`${path.basename(opened.file)} has no part ${name}.`)
  if (entry.size === 0) return Buffer.alloc(0)
  const handle = await open(opened.file, 'r')
  try {
    const data = Buffer.alloc(entry.size)
    let at = 0
    while (at < entry.size) {
      const { bytesRead } = await handle.read(data, at, entry.size - at, entry.offset + at)
      if (bytesRead === 0) throw new BackupError(`${path.basename(opened.file)} changed while it was being read.`)
      at += bytesRead
    }
    return data
  } finally {
    await handle.close()
  }
}

/** SHA-256 of a whole file, streamed. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk)
  return hash.digest('hex')
}
