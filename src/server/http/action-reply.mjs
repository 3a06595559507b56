/**
 * Whether a server action's arguments, as a request carries them, are something React's decoder reads without
 * throwing (docs/decisions/043-http-limits-and-supervision.md). React's client encodes the arguments as JSON (its
 * "reply" format) in which a string starting with `$` is a tag: an inline value (`$$` a literal dollar, `$undefined`,
 * `$NaN`, `$Infinity`, `$-0`, `$n…` a BigInt, `$D…` a date), a FormData (`$K…`: the parts named `<id>_<key>`), or a
 * reference to another part of a multipart body (`$1`, `$@1` a promise, `$Q1` a Map, `$W1` a Set, `$i1` an
 * iterator; ids in hexadecimal, parts named by the decimal id, `$1:a:b` a path into the part). The decoder throws
 * (and Next.js answers 500, with `SyntaxError` or `Invalid forward reference` on stderr) on a part that is not JSON,
 * a missing root or referenced part, a reference into a value that is not there, an unknown tag, or a BigInt that is
 * not one. It also decodes values this site's actions never take (blobs, typed arrays, streams, functions), which
 * are refused here. Plain JavaScript: the HTTP server (src/server/http/http-guard.mjs) cannot import TypeScript.
 */

/** Tags of values no action of this site takes: blobs, typed arrays, streams, async iterables, server functions. */
const NEVER_TAKEN = new Set([...'BAOoUSsLlGgMmVRrXxh'])
/** Tags of inline values that decode whatever follows them (`$T` is a temporary reference: fetch actions only). */
const INLINE = new Set([...'$uNI-DH'])
const REFERENCE = /^([0-9a-f]+)((?::[^:]*)*)$/i

class Problem extends Error {}

/**
 * @typedef {(id: number) => FormDataEntryValue | null} PartOf the part with this (decimal) id, under the body's prefix
 * @param {string} root the arguments' JSON: a text body, or the root part of a multipart one
 * @param {PartOf | null} partOf the body's parts, or null for a text body (React sends parts only as multipart)
 * @param {'arguments' | 'bound action'} shape what the root must be: the list of a call's arguments (a script's
 *   call, with a `Next-Action` header), or a form's bound action (`{"id": …, "bound": …}`, a form without JavaScript)
 * @returns {string | null} the problem, or null when React decodes it
 */
export function replyProblem(root, partOf, shape) {
  /** @type {Map<number, unknown>} */
  const parsed = new Map()
  /** @type {Set<number>} */
  const visited = new Set()
  const parse = (text) => {
    try {
      return JSON.parse(text)
    } catch {
      throw new Problem('The action arguments are not JSON.')
    }
  }
  /** @param {number} id */
  const part = (id) => {
    if (parsed.has(id)) return parsed.get(id)
    const raw = partOf?.(id)
    if (typeof raw !== 'string') throw new Problem('The action arguments refer to parts the request does not have.')
    const value = parse(raw)
    parsed.set(id, value)
    return value
  }
  /** The value a plain reference (`1:a:b`, hexadecimal id and path) points at, checked as it is reached. */
  const follow = (reference, depth) => {
    const [, hex, path] = /** @type {RegExpExecArray} */ (REFERENCE.exec(reference))
    const id = parseInt(hex, 16)
    let value = part(id)
    if (!visited.has(id)) {
      visited.add(id)
      check(value, depth + 1)
    }
    for (const key of path.split(':').slice(1)) {
      if (typeof value === 'string' && value.startsWith('$') && REFERENCE.test(value.slice(1)))
        value = follow(value.slice(1), depth + 1)
      if (!value || typeof value !== 'object' || !Object.hasOwn(value, key))
        throw new Problem('The action arguments refer to a value their parts do not have.')
      value = value[key]
    }
    return value
  }
  /** @param {string} value */
  const checkString = (value, depth) => {
    if (!value.startsWith('$')) return
    const tag = value[1] ?? ''
    if (INLINE.has(tag)) return
    if (tag === 'T' && shape === 'arguments') return
    if (tag === 'n') {
      if (!/^\$n-?\d{1,300}$/.test(value)) throw new Problem('The action arguments hold a number that is not one.')
      return
    }
    if (NEVER_TAKEN.has(tag)) throw new Problem('The action arguments hold a kind of value no action here takes.')
    if (!partOf) throw new Problem('The action arguments refer to parts the request does not have.')
    if (tag === 'K') return
    const typed = '@QWi'.includes(tag) && tag !== ''
    const reference = typed ? value.slice(2) : value.slice(1)
    if (!REFERENCE.test(reference)) throw new Problem('The action arguments hold a tag React does not know.')
    const target = follow(reference, depth)
    // A Map's model is a list of entries, a Set's and an iterator's a list.
    const list = Array.isArray(target)
    if ((tag === 'W' || tag === 'i') && !list) throw new Problem('The action arguments hold a malformed collection.')
    if (tag === 'Q' && !(list && target.every((e) => Array.isArray(e) || (typeof e === 'string' && e[0] === '$'))))
      throw new Problem('The action arguments hold a malformed collection.')
  }
  const check = (value, depth) => {
    if (depth > 64) throw new Problem('The action arguments are nested too deeply.')
    if (typeof value === 'string') checkString(value, depth)
    else if (Array.isArray(value)) for (const v of value) check(v, depth + 1)
    else if (value && typeof value === 'object') for (const v of Object.values(value)) check(v, depth + 1)
  }
  try {
    const value = parse(root)
    if (shape === 'arguments' && !Array.isArray(value)) return 'The action arguments are not a list.'
    if (shape === 'bound action') {
      const bound = value?.bound
      const boundOk = bound === null || Array.isArray(bound) || (typeof bound === 'string' && bound[0] === '$')
      if (!value || typeof value !== 'object' || typeof value.id !== 'string' || !boundOk)
        return 'The form names its action in a way this site does not read.'
    }
    parsed.set(0, value)
    visited.add(0)
    check(value, 0)
    return null
  } catch (err) {
    if (err instanceof Problem) return err.message
    throw err
  }
}
