/**
 * The check of a server action's arguments (./action-reply.mjs) against React itself: whatever React's client encodes
 * passes, the malformed bodies that made Next.js answer 500 are refused, and every argument list the check lets
 * through decodes with React's own server decoder (run in a child process: it needs the `react-server` condition,
 * which this test runner does not set).
 */
import { spawnSync } from 'node:child_process'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { replyProblem } from './action-reply.mjs'

type Reply = { text: string } | { parts: Record<string, string> }

function check(reply: Reply): string | null {
  if ('text' in reply) return replyProblem(reply.text, null, 'arguments')
  const root = reply.parts['0']
  if (root === undefined) return 'missing'
  return replyProblem(root, (id) => reply.parts[String(id)] ?? null, 'arguments')
}

/** React's decoder (as Next.js calls it for a script's call) on each reply: null when it decodes, else the error. */
function decodeWithReact(replies: Reply[]): (string | null)[] {
  const script = `
    const { decodeReply, createTemporaryReferenceSet } = await import(
      'next/dist/compiled/react-server-dom-turbopack/server.node.js')
    const replies = JSON.parse(require('node:fs').readFileSync(0, 'utf8'))
    const out = []
    for (const reply of replies) {
      let body = reply.text
      if (body === undefined) {
        body = new FormData()
        for (const [k, v] of Object.entries(reply.parts)) body.append(k, v)
      }
      const decoded = decodeReply(body, {}, { temporaryReferences: createTemporaryReferenceSet() })
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('never resolved')), 200))
      try {
        const value = await Promise.race([decoded, timeout])
        // A promise among the arguments (a "$@" reference) must settle too.
        await Promise.race([Promise.all(value.map((v) => Promise.resolve(v))), timeout])
        out.push(null)
      } catch (err) {
        out.push(String(err).slice(0, 200))
      }
    }
    process.stdout.write(JSON.stringify(out))`
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--input-type=module',
      '-e',
      `import { createRequire } from 'node:module'
      const require = createRequire(process.cwd() + '/'); ${script}`,
    ],
    { input: JSON.stringify(replies), encoding: 'utf8', cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as (string | null)[]
}

describe("a server action's arguments", () => {
  it('refuse the bodies that made Next.js answer 500', () => {
    expect(check({ parts: { '1_x': 'x' } })).not.toBeNull()
    expect(check({ parts: { '0': '{{' } })).toBe('The action arguments are not JSON.')
    expect(check({ parts: { '0': '["$K9","$9"]' } })).toBe(
      'The action arguments refer to parts the request does not have.',
    )
    expect(check({ text: '{}' })).toBe('The action arguments are not a list.')
    expect(check({ text: '["$1"]' })).toBe('The action arguments refer to parts the request does not have.')
    expect(check({ parts: { '0': '["$Q1"]', '1': '1' } })).toBe('The action arguments hold a malformed collection.')
    expect(check({ parts: { '0': '["$nx"]' } })).toBe('The action arguments hold a number that is not one.')
    expect(check({ parts: { '0': '["$1:a"]', '1': '{"b":1}' } })).toBe(
      'The action arguments refer to a value their parts do not have.',
    )
    expect(decodeWithReact([{ parts: { '0': '{{' } }, { parts: { '0': '["$K9","$9"]' } }])).not.toContain(null)
  })

  it('pass whatever React encodes', async () => {
    // @ts-expect-error: Next.js's compiled copy of React's client has no types.
    const { encodeReply } = await import('next/dist/compiled/react-server-dom-turbopack/client.node.js')
    const leaf = fc.oneof(
      fc.string(),
      fc.constantFrom('$', '$1', '$K1', '$@', 'text'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.bigInt(),
      fc.date({ noInvalidDate: true }),
    )
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('object'), tie('map'), tie('set'), tie('form')),
      list: fc.array(tie('node'), { maxLength: 4 }),
      object: fc.dictionary(fc.string({ maxLength: 5 }), tie('node'), { maxKeys: 4, noNullPrototype: true }),
      map: fc.array(fc.tuple(leaf, tie('node')), { maxLength: 3 }).map((entries) => new Map(entries)),
      set: fc.array(leaf, { maxLength: 3 }).map((items) => new Set(items)),
      form: fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }).map((fields) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        return form
      }),
    })).node
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 4 }), async (args) => {
        const encoded = (await encodeReply(args)) as string | FormData
        const reply: Reply =
          typeof encoded === 'string'
            ? { text: encoded }
            : { parts: Object.fromEntries([...encoded.entries()].map(([k, v]) => [k, String(v)])) }
        expect(check(reply), JSON.stringify(reply)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('let through only what React decodes', () => {
    const tags = ['$$x', '$undefined', '$NaN', '$-0', '$n12', '$n1x', '$D2026', '$K1', '$T', '$Z', '$B1', '$h1']
    const references = ['$0', '$1', '$2', '$3', '$1:a', '$2:0', '$@1', '$@3', '$Q1', '$Q2', '$W2', '$i3', '$1:a:b']
    const leaf = fc.oneof(fc.constantFrom(...tags, ...references), fc.string({ maxLength: 4 }), fc.integer())
    const json = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('object')),
      list: fc.array(tie('node'), { maxLength: 3 }),
      object: fc.dictionary(fc.constantFrom('a', 'b', '0'), tie('node'), { maxKeys: 2 }),
    })).node
    const part = fc.oneof(
      json.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom('{{', '', '[', '1'),
    )
    const reply: fc.Arbitrary<Reply> = fc.oneof(
      fc.array(json, { maxLength: 3 }).map((root) => ({ text: JSON.stringify(root) })),
      fc
        .tuple(fc.array(json, { maxLength: 3 }), fc.dictionary(fc.constantFrom('1', '2', '3', '1_x'), part))
        .map(([root, parts]) => ({ parts: { ...parts, '0': JSON.stringify(root) } })),
    )
    const replies = fc.sample(reply, { numRuns: 600, seed: 34 })
    const passed = replies.filter((r) => check(r) === null)
    // Both kinds occur, so neither half of the property holds by accident.
    expect(passed.length).toBeGreaterThan(100)
    expect(replies.length - passed.length).toBeGreaterThan(100)
    const decoded = decodeWithReact(passed)
    const failures = passed.map((r, i) => [JSON.stringify(r), decoded[i]]).filter(([, error]) => error !== null)
    expect(failures).toEqual([])
  })
})
