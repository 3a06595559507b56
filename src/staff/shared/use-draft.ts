'use client'

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'

/**
 * A form whose state lives in the browser (docs/decisions/042-one-way-to-build-a-staff-screen.md: the product
 * editor, the category form): the draft's values in a reducer, the values it counts as saved against (for the
 * unsaved-changes warning), the field errors by form path ('images.0.alt', the paths of FormState.fieldErrors) and
 * stable keys for the rows of its lists (drag and drop needs an identity that survives a move).
 *
 * Validation is the screen's own function over the whole draft: the zod schema its server action parses with. It
 * runs as one types: a change updates the errors of the field it touched and of what lies under it (a list's lines),
 * a change to a list (row added, removed, moved) the list's own error (too many, too few); a submit replaces them
 * all; a refused save's FormState.fieldErrors are laid over them. Errors and keys follow their rows when rows move.
 */
export type FieldErrors = Record<string, string>

export type DraftAction<V> =
  /** A field's new value (a text, a checkbox, a whole list edited as lines). */
  | { type: 'set'; path: string; value: unknown }
  /** Rows appended to the list at `path`. */
  | { type: 'add'; path: string; rows: unknown[] }
  | { type: 'remove'; path: string; index: number }
  | { type: 'move'; path: string; from: number; to: number }
  /** Other values loaded (stored, theirs, kept edits): `saved` is what counts as unchanged (default: `values`). */
  | { type: 'load'; values: V; saved?: V }
  /** One field stored on its own (publishing): its value is now both the draft's and the saved one. */
  | { type: 'stored'; path: string; value: unknown }
  /** Errors found by a submit (`replace`) or named by the server (laid over the others). */
  | { type: 'errors'; errors: FieldErrors; replace?: boolean }

export interface DraftState<V> {
  values: V
  saved: V
  errors: FieldErrors
  /** Row keys of each list that has been added to, removed from or reordered, by its path. */
  keys: Record<string, string[]>
  nextKey: number
  /** The last row just added (`images.2`): its first field gets the focus, a new object each time. */
  focus: { row: string } | null
}

const isIndex = (segment: string) => /^\d+$/.test(segment)

/** The value at a form path ('specifications.0.rows'); undefined where the path leads nowhere. */
export function valueAt(source: unknown, path: string): unknown {
  let at = source
  for (const segment of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string, unknown>)[segment]
  }
  return at
}

/** A copy of `source` with `value` at `segments`, creating the lists and objects on the way. */
function withValueAt<T>(source: T, segments: string[], value: unknown): T {
  const [head, ...rest] = segments
  if (head === undefined) return value as T
  const container = (source ?? (isIndex(head) ? [] : {})) as Record<string, unknown>
  const child = withValueAt(container[head], rest, value)
  if (Array.isArray(container)) {
    const copy = [...container]
    copy[Number(head)] = child
    return copy as T
  }
  return { ...container, [head]: child } as T
}

/** Whether `key` is the path `path` or lies under it. */
const within = (key: string, path: string) => key === path || key.startsWith(`${path}.`)

function filterKeys<T>(map: Record<string, T>, keep: (key: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([key]) => keep(key)))
}

/** Renames what lies under `path.<i>` to `path.<index(i)>`; `undefined` drops it (a removed row). */
function reindex<T>(map: Record<string, T>, path: string, index: (i: number) => number | undefined) {
  const prefix = `${path}.`
  const out: Record<string, T> = {}
  for (const [key, value] of Object.entries(map)) {
    const rest = key.startsWith(prefix) ? key.slice(prefix.length) : null
    const segment = rest?.split('.')[0]
    if (rest === null || segment === undefined || !isIndex(segment)) {
      out[key] = value
      continue
    }
    const to = index(Number(segment))
    if (to !== undefined) out[`${prefix}${to}${rest.slice(segment.length)}`] = value
  }
  return out
}

/** Where row `i` goes when the row at `from` moves to `to` (the others close up). */
function movedIndex(i: number, from: number, to: number): number {
  if (i === from) return to
  if (from < to && i > from && i <= to) return i - 1
  if (to < from && i >= to && i < from) return i + 1
  return i
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  if (item !== undefined) copy.splice(to, 0, item)
  return copy
}

const listAt = (values: unknown, path: string): unknown[] => {
  const list = valueAt(values, path)
  return Array.isArray(list) ? list : []
}

/** The row keys of the list at `path`: those kept since its rows last changed, or its positions. */
function keysOf(state: DraftState<unknown>, path: string): string[] {
  const length = listAt(state.values, path).length
  const kept = state.keys[path]
  return kept && kept.length === length ? kept : Array.from({ length }, (_, i) => `${path}#${i}`)
}

/** A draft as it opens: `values` saved, no errors, lists in their stored order. */
export function draftOf<V>(values: V): DraftState<V> {
  return { values, saved: values, errors: {}, keys: {}, nextKey: 0, focus: null }
}

/** The reducer (pure; `validate` is the screen's check over the whole draft). */
export function reduceDraft<V>(
  validate: (values: V) => FieldErrors,
  state: DraftState<V>,
  action: DraftAction<V>,
): DraftState<V> {
  switch (action.type) {
    case 'set': {
      const values = withValueAt(state.values, action.path.split('.'), action.value)
      const found = validate(values)
      return {
        ...state,
        values,
        errors: {
          ...filterKeys(state.errors, (key) => !within(key, action.path)),
          ...filterKeys(found, (key) => within(key, action.path)),
        },
        keys: filterKeys(state.keys, (key) => !within(key, action.path)),
      }
    }
    case 'add':
    case 'remove':
    case 'move': {
      const { path } = action
      const list = listAt(state.values, path)
      const keys = keysOf(state as DraftState<unknown>, path)
      let rows: unknown[]
      let rowKeys: string[]
      let nextKey = state.nextKey
      let errors = state.errors
      let nested = state.keys
      let focus = state.focus
      if (action.type === 'add') {
        if (action.rows.length) focus = { row: `${path}.${list.length + action.rows.length - 1}` }
        rows = [...list, ...action.rows]
        rowKeys = [...keys, ...action.rows.map(() => `new-${nextKey++}`)]
      } else if (action.type === 'remove') {
        const gone = action.index
        const index = (i: number) => (i === gone ? undefined : i > gone ? i - 1 : i)
        rows = list.filter((_, i) => i !== gone)
        rowKeys = keys.filter((_, i) => i !== gone)
        errors = reindex(errors, path, index)
        nested = reindex(nested, path, index)
      } else {
        const { from, to } = action
        if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return state
        rows = moved(list, from, to)
        rowKeys = moved(keys, from, to)
        errors = reindex(errors, path, (i) => movedIndex(i, from, to))
        nested = reindex(nested, path, (i) => movedIndex(i, from, to))
      }
      const values = withValueAt(state.values, path.split('.'), rows)
      // The list's own error (at least one image, at most twelve) follows its rows; its rows' errors wait for
      // their fields to change, as a new row's empty fields should not be red before anyone typed in them.
      const own = validate(values)[path]
      errors = filterKeys(errors, (key) => key !== path)
      if (own) errors[path] = own
      return { ...state, values, errors, keys: { ...nested, [path]: rowKeys }, nextKey, focus }
    }
    case 'load':
      return { ...state, values: action.values, saved: action.saved ?? action.values, errors: {}, keys: {} }
    case 'stored': {
      const segments = action.path.split('.')
      return {
        ...state,
        values: withValueAt(state.values, segments, action.value),
        saved: withValueAt(state.saved, segments, action.value),
        errors: filterKeys(state.errors, (key) => !within(key, action.path)),
      }
    }
    case 'errors':
      return { ...state, errors: action.replace ? action.errors : { ...state.errors, ...action.errors } }
  }
}

/** Values compared as the server would receive them (an undefined field and a missing one are the same). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function useDraft<V>(initial: V, validate: (values: V) => FieldErrors) {
  const reducer = useMemo(
    () => (state: DraftState<V>, action: DraftAction<V>) => reduceDraft(validate, state, action),
    [validate],
  )
  const [state, dispatch] = useReducer(reducer, initial, draftOf<V>)
  const dirty = useMemo(() => !same(state.values, state.saved), [state.values, state.saved])
  const set = useCallback((path: string, value: unknown) => dispatch({ type: 'set', path, value }), [])
  // The values as last rendered, for work that finishes after an await (a refused save keeps what is in the form
  // by then, not what was in it when the save began).
  const latest = useRef(state.values)
  useEffect(() => {
    latest.current = state.values
  }, [state.values])
  const current = useCallback(() => latest.current, [])
  // A row added by a button, an upload or a paste: its first field takes the focus (and scrolls into view), so
  // typing goes on there; inputs are named by their form path.
  useEffect(() => {
    if (state.focus) document.querySelector<HTMLElement>(`[name^="${CSS.escape(state.focus.row)}."]`)?.focus()
  }, [state.focus])
  return {
    values: state.values,
    current,
    saved: state.saved,
    errors: state.errors,
    dirty,
    dispatch,
    set,
    /** Stable keys of the rows of the list at `path`, for React and for drag and drop. */
    keys: (path: string) => keysOf(state as DraftState<unknown>, path),
    error: (path: string): string | undefined => state.errors[path],
  }
}

export type Draft<V> = ReturnType<typeof useDraft<V>>

/**
 * After a refused submit, the first field marked invalid (in reading order) gets the focus, so a keyboard or screen
 * reader user lands on what needs attention. Runs after React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
