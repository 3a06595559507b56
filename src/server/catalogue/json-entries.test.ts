import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FIXTURE_CATALOGUE } from '../../../tests/support/db'
import { readJsonPieces, type JsonPiece } from './json-entries'

/** `text` cut into pieces of `size` characters, as a stream hands it over. */
function* cut(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}

async function pieces(chunks: Iterable<string>): Promise<JsonPiece[]> {
  const out: JsonPiece[] = []
  for await (const piece of readJsonPieces(chunks)) out.push(piece)
  return out
}

/** The object rebuilt from its pieces. */
function rebuild(list: JsonPiece[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const p of list) {
    if ('index' in p) ((out[p.key] ??= []) as unknown[]).push(p.value)
    else if ('length' in p) out[p.key] ??= []
    else out[p.key] = p.value
  }
  return out
}

describe('reading a catalogue file a piece at a time', () => {
  const text = readFileSync(FIXTURE_CATALOGUE, 'utf8')

  it('gives every entry as JSON.parse reads it, however the text is cut', async () => {
    const whole = JSON.parse(text)
    for (const size of [1, 2, 7, 64, 4096, text.length]) expect(rebuild(await pieces(cut(text, size)))).toEqual(whole)
  })

  it('hands over one entry at a time, with its index, and each array’s length at its end', async () => {
    const list = await pieces(
      cut('{"version": 1, "categories": [], "products": [{"a": "]}"}, 2, [3]],"x":{"y":[1]}}', 3),
    )
    expect(list).toEqual([
      { key: 'version', value: 1 },
      { key: 'categories', length: 0 },
      { key: 'products', index: 0, value: { a: ']}' } },
      { key: 'products', index: 1, value: 2 },
      { key: 'products', index: 2, value: [3] },
      { key: 'products', length: 3 },
      { key: 'x', value: { y: [1] } },
    ])
  })

  it('refuses what is not one JSON object', async () => {
    for (const bad of ['{ "version": 1, ', '[1]', '{"a": [1,]}', '{"a": 1} x', '{"a": {"b": }}', '{"a" 1}', ''])
      await expect(pieces(cut(bad, 2)), bad).rejects.toThrow()
    expect(await pieces(['{}'])).toEqual([])
  })
})
