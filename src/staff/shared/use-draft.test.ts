import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { fieldErrorsOfIssues } from './form-state'
import { draftOf, reduceDraft, type DraftAction, type DraftState, type FieldErrors } from './use-draft'

/** A small form like the product editor's: a name and a list of images with alt text (at least one). */
const schema = z.object({
  name: z.string().min(1, 'Required'),
  images: z.array(z.object({ source: z.string(), alt: z.string().min(1, 'describe it') })).min(1, 'add one'),
})
type Values = z.input<typeof schema>
const validate = (values: Values): FieldErrors => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues)
}
const run = (state: DraftState<Values>, ...actions: DraftAction<Values>[]) =>
  actions.reduce((s, a) => reduceDraft(validate, s, a), state)

const start = draftOf<Values>({
  name: 'R12',
  images: [
    { source: 'a.png', alt: 'front' },
    { source: 'b.png', alt: 'side' },
    { source: 'c.png', alt: 'back' },
  ],
})

describe('reduceDraft', () => {
  it('checks the field a change touched, and only that field', () => {
    const state = run(start, { type: 'set', path: 'images.1.alt', value: '' })
    expect(state.values.images[1]).toEqual({ source: 'b.png', alt: '' })
    expect(state.errors).toEqual({ 'images.1.alt': 'describe it' })
    // Another field's change leaves that error alone; fixing the field clears it.
    expect(run(state, { type: 'set', path: 'name', value: 'R13' }).errors).toEqual({ 'images.1.alt': 'describe it' })
    expect(run(state, { type: 'set', path: 'images.1.alt', value: 'side' }).errors).toEqual({})
  })

  it('keeps a server error until its field changes', () => {
    const state = run(start, { type: 'errors', errors: { name: 'That name is taken' } })
    expect(run(state, { type: 'set', path: 'images.0.alt', value: 'x' }).errors).toEqual({ name: 'That name is taken' })
    expect(run(state, { type: 'set', path: 'name', value: 'R14' }).errors).toEqual({})
  })

  it('moves rows with their keys and errors', () => {
    const before = run(start, { type: 'set', path: 'images.0.alt', value: '' })
    const keys = before.keys.images ?? ['images#0', 'images#1', 'images#2']
    const state = run(before, { type: 'move', path: 'images', from: 0, to: 2 })
    expect(state.values.images.map((i) => i.source)).toEqual(['b.png', 'c.png', 'a.png'])
    expect(state.keys.images).toEqual([keys[1], keys[2], keys[0]])
    expect(state.errors).toEqual({ 'images.2.alt': 'describe it' })
  })

  it('removes a row with its error; the list says when it is empty', () => {
    const state = run(
      start,
      { type: 'set', path: 'images.1.alt', value: '' },
      { type: 'remove', path: 'images', index: 0 },
    )
    expect(state.errors).toEqual({ 'images.0.alt': 'describe it' })
    const empty = run(state, { type: 'remove', path: 'images', index: 0 }, { type: 'remove', path: 'images', index: 0 })
    expect(empty.values.images).toEqual([])
    expect(empty.errors).toEqual({ images: 'add one' })
  })

  it('gives added rows new keys and does not mark their empty fields before anyone typed', () => {
    const state = run(start, { type: 'add', path: 'images', rows: [{ source: 'd.png', alt: '' }] })
    expect(new Set(state.keys.images).size).toBe(4)
    expect(state.errors).toEqual({})
    // Its first field takes the focus (the last row, when several come at once).
    expect(state.focus).toEqual({ row: 'images.3' })
  })

  it('counts as changed until loaded or stored again', () => {
    const changed = run(start, { type: 'set', path: 'name', value: 'R13' })
    expect(changed.values).not.toEqual(changed.saved)
    const loaded = run(changed, { type: 'load', values: changed.values })
    expect(loaded.values).toEqual(loaded.saved)
    const stored = run(start, { type: 'stored', path: 'name', value: 'R15' })
    expect(stored.saved.name).toBe('R15')
    expect(stored.values.name).toBe('R15')
  })
})

describe('fieldErrorsOfIssues', () => {
  it('names a union by the option that came closest, and that option’s fields', () => {
    const download = z.union([
      z.strictObject({ name: z.string().min(1, 'Required'), file: z.string() }),
      z.strictObject({ name: z.string().min(1, 'Required'), generate: z.literal('datasheet') }),
    ])
    const parsed = z
      .object({ downloads: z.array(download) })
      .safeParse({ downloads: [{ name: '', generate: 'sheet' }] })
    const errors = fieldErrorsOfIssues(parsed.error!.issues)
    expect(errors['downloads.0']).toBe('Required')
    expect(errors['downloads.0.name']).toBe('Required')
    expect(errors['downloads.0.generate']).toBeDefined()
  })
})
