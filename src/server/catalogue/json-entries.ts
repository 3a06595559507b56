import 'server-only'

/**
 * Reads a catalogue file's top-level object a piece at a time: each element of a top-level array (`categories`,
 * `products`) is parsed on its own with JSON.parse and handed over, so a reader holds one entry, never the file.
 * A parser of our own rather than a dependency: the file's shape is fixed (one object whose arrays hold the
 * entries), and this is the one place that needs it (docs/decisions/054-streamed-catalogue-transfer.md).
 * No `server-only` needed by the CLI: it runs under `--conditions=react-server`.
 */
import { createReadStream } from 'node:fs'

export type JsonPiece =
  /** A top-level property whose value is not an array (`"version": 1`). */
  | { key: string; value: unknown }
  /** One element of a top-level array. */
  | { key: string; index: number; value: unknown }
  /** A top-level array's end, with how many elements it had. */
  | { key: string; length: number }

export class JsonStreamError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'JsonStreamError'
  }
}

const SPACE = new Set([' ', '\t', '\n', '\r'])

/** The pieces of the JSON object in `file`, in order; throws JsonStreamError when it is not one JSON object. */
export async function* readJsonPieces(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<JsonPiece, void, undefined> {
  // Where the scanner is: before the object, expecting a key, a colon, a value, a comma, or done.
  type Where = 'start' | 'key' | 'key-text' | 'colon' | 'value' | 'comma' | 'element' | 'after-element' | 'end'
  let where: Where = 'start'
  let key = ''
  let index = 0
  // The text of the value being read (a top-level property's or an array element's), across chunks.
  let parts: string[] = []
  let from = -1
  let depth = 0
  let inString = false
  let escaped = false
  let scalar = false
  let first = true
  let afterComma = false
  const fail = (message: string): never => {
    throw new JsonStreamError(message)
  }
  const parse = (text: string) => {
    try {
      return JSON.parse(text) as unknown
    } catch (err) {
      return fail((err as Error).message)
    }
  }

  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i]!
      if (from >= 0) {
        // Inside a value: find where it ends.
        if (inString) {
          if (escaped) escaped = false
          else if (ch === '\\') escaped = true
          else if (ch === '"') {
            inString = false
            if (scalar && depth === 0) scalar = false
          }
          continue
        }
        if (scalar && depth === 0 && !(ch === ',' || ch === ']' || ch === '}' || SPACE.has(ch))) continue
        if (ch === '"' && !scalar) {
          inString = true
          continue
        }
        if (ch === '{' || ch === '[') {
          depth++
          continue
        }
        if ((ch === '}' || ch === ']') && depth > 0) {
          depth--
          if (depth > 0) continue
          i++
        } else if (depth > 0) continue
        // The value ended just before chunk[i].
        parts.push(chunk.slice(from, i))
        const value = parse(parts.join(''))
        parts = []
        from = -1
        scalar = false
        if (where === 'key-text') {
          key = value as string
          first = false
          where = 'colon'
        } else if (where === 'element') {
          yield { key, index: index++, value }
          where = 'after-element'
        } else {
          yield { key, value }
          where = 'comma'
        }
        i--
        continue
      }
      if (SPACE.has(ch)) continue
      switch (where) {
        case 'start':
          if (ch !== '{') fail(`expected an object at the top, found "${ch}"`)
          where = 'key'
          break
        case 'key':
          if (ch === '}' && first) {
            where = 'end'
            break
          }
          if (ch !== '"') fail(`expected a property name, found "${ch}"`)
          where = 'key-text'
          startValue(ch, i)
          break
        case 'colon':
          if (ch !== ':') fail(`expected ":" after "${key}"`)
          where = 'value'
          break
        case 'value':
          if (ch === '[') {
            where = 'element'
            index = 0
            afterComma = false
            break
          }
          startValue(ch, i)
          break
        case 'element':
          if (ch === ']' && afterComma) fail(`a comma before "]" in "${key}"`)
          if (ch === ']') {
            yield { key, length: index }
            where = 'comma'
            break
          }
          startValue(ch, i)
          break
        case 'after-element':
          if (ch === ',') {
            where = 'element'
            afterComma = true
          } else if (ch === ']') {
            yield { key, length: index }
            where = 'comma'
          } else fail(`expected "," or "]" in "${key}", found "${ch}"`)
          break
        case 'comma':
          if (ch === ',') where = 'key'
          else if (ch === '}') where = 'end'
          else fail(`expected "," or "}", found "${ch}"`)
          if (ch === ',') first = false
          break
        case 'key-text':
        case 'end':
          fail(`unexpected "${ch}" after the end of the object`)
      }
    }
    if (from >= 0) {
      parts.push(chunk.slice(from))
      from = 0
    }
  }
  if (where !== 'end') fail('Unexpected end of JSON input')

  function startValue(ch: string, i: number) {
    from = i
    parts = []
    depth = 0
    inString = false
    escaped = false
    scalar = !(ch === '{' || ch === '[')
    if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') depth = 1
    afterComma = false
  }
}

/** `file`'s text in pieces, decoded as UTF-8 (a character split between two reads is joined). */
export function fileChunks(file: string): AsyncIterable<string> {
  return createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })
}
