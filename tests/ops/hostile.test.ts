/**
 * Hostile posts are refused by our HTTP layer, never by a 500 from inside Next.js
 * (docs/decisions/043-http-limits-and-supervision.md): a cross-site, `null` or malformed `Origin` 403, a malformed
 * multipart or JSON body 400, over the limit 413, each with the security headers, a body matching the request and
 * one JSON log line with the request id. A property test generates such requests against every page and action.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { send, serverActions, type RawAnswer } from './http-helpers'
import { health, startApp, waitUntil, type AppProcess } from './support'

let app: AppProcess
beforeAll(async () => {
  app = await startApp()
  await waitUntil(async () => (await health(app.baseURL)).status === 200, 'ready', 90_000)
})
afterAll(async () => app?.dispose())

const PAGES = [
  '/',
  '/contact',
  '/products',
  '/product/r12-rover',
  '/about',
  '/quote',
  '/compare',
  '/fa',
  '/admin/login',
]

function expectRefusal(answer: RawAnswer, status: number, json: boolean) {
  expect(answer.status).toBe(status)
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  if (json) expect(JSON.parse(answer.body)).toMatchObject({ error: { message: expect.any(String) } })
  else expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
}

describe('hostile posts to pages and actions', () => {
  it('each kind the review found answering 500 is now 403, 400 or 413', async () => {
    const [action] = serverActions().filter((a) => a.page === '/contact')
    expect(action).toBeDefined()
    const actionHeaders = { 'next-action': action!.id, 'content-type': 'text/plain;charset=UTF-8' }
    for (const origin of ['https://evil.example', 'null', 'not a url', 'http://127.0.0.1:1']) {
      const refused = await send(app.baseURL, 'POST', '/contact', {
        headers: { ...actionHeaders, origin },
        body: '[]',
      })
      expectRefusal(refused, 403, true)
    }
    const multipart = 'multipart/form-data; boundary=b'
    const formBody = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'
    expectRefusal(
      await send(app.baseURL, 'POST', '/about', {
        headers: { origin: 'https://evil.example', 'content-type': multipart },
        body: formBody,
      }),
      403,
      false,
    )
    expectRefusal(
      await send(app.baseURL, 'POST', '/contact', { headers: { 'content-type': multipart }, body: 'garbage' }),
      400,
      false,
    )
    expectRefusal(
      await send(app.baseURL, 'POST', '/contact', { headers: { origin: app.baseURL, ...actionHeaders }, body: '{' }),
      400,
      true,
    )
    // JSON arguments that point at parts a JSON body cannot have, or that are not a list (a lone "0": the action
    // got it as its argument list); the property test below found both 500s.
    for (const body of ['["$@1", "$Q2"]', '["$1"]', '[{"a": "$K2"}]', '0', '"text"', '{}', 'null'])
      expectRefusal(
        await send(app.baseURL, 'POST', '/contact', { headers: { origin: app.baseURL, ...actionHeaders }, body }),
        400,
        true,
      )
    // Every public action called by script without its form (the property test found compareProduct's 500): 400.
    // (On a page that exists: a `[slug]` segment reads as "x".)
    const publicActions = serverActions().filter(
      (a) => a.filename?.startsWith('src/actions/') && !/\/x(\/|$)/.test(a.page),
    )
    expect(publicActions.map((a) => a.name)).toEqual(expect.arrayContaining(['compareProduct', 'sendQuote']))
    for (const { id, page, name } of publicActions.filter((a) => a.name !== 'dismissLanguageOffer')) {
      for (const body of ['[]', '[1]', '["text"]']) {
        const response = await send(app.baseURL, 'POST', page, {
          headers: { origin: app.baseURL, 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
          body,
        })
        expect(response.status, `${name} ${body}`).toBe(400)
      }
    }
    expectRefusal(
      await send(app.baseURL, 'POST', '/contact', {
        headers: { origin: app.baseURL, ...actionHeaders },
        body: `[${'"x",'.repeat(300_000)}"x"]`,
      }),
      413,
      true,
    )
    // One JSON line per refusal, with its request id and why (written once the answer has gone out).
    const refusals = () =>
      app
        .output()
        .split('\n')
        .filter((l) => l.includes('"refused"'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    await expect
      .poll(() => refusals().map((l) => l.refused))
      .toEqual(expect.arrayContaining(['origin', 'malformed', 'too-large']))
    const lines = refusals()
    expect(lines.every((l) => typeof l.reqId === 'string' && l.msg === 'request')).toBe(true)
  })

  it('property: random hostile posts to every page and action answer no 5xx and log only JSON', async () => {
    const actions = serverActions()
    const pages = [...new Set([...PAGES, ...actions.map((a) => a.page)])]
    const before = app.output().length
    const origin = fc.constantFrom(
      undefined,
      app.baseURL,
      'null',
      'https://evil.example',
      'http://127.0.0.1:1',
      '%%%',
      'javascript:alert(1)',
      `${app.baseURL}/path`,
    )
    const contentType = fc.constantFrom(
      undefined,
      'multipart/form-data; boundary=b',
      'multipart/form-data',
      'text/plain;charset=UTF-8',
      'application/json',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'text/x-component',
    )
    const action = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(...actions.map((a) => a.id)),
      fc.string({ maxLength: 50 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
    )
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom(
        '[]',
        '{',
        '["$K1"]',
        '["$@1", "$Q2"]',
        '--b\r\nContent-Disposition: form-data; name="$ACTION_ID_00"\r\n\r\n\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="1_$ACTION_REF_1"\r\n\r\n\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b',
        'a=1&$ACTION_ID_abc=',
      ),
    )
    const answers: number[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages),
        origin,
        contentType,
        action,
        body,
        async (page, o, type, id, text) => {
          const headers: Record<string, string> = {}
          if (o !== undefined) headers.origin = o
          if (type !== undefined) headers['content-type'] = type
          if (id !== undefined) headers['next-action'] = id
          const answer = await send(app.baseURL, 'POST', page, { headers, body: text })
          answers.push(answer.status)
          expect(answer.status, `${page} ${JSON.stringify(headers)} ${JSON.stringify(text)}`).toBeLessThan(500)
          expect(answer.headers['x-content-type-options']).toBe('nosniff')
        },
      ),
      { numRuns: 400 },
    )
    expect(answers.filter((s) => s >= 500)).toEqual([])
    // Every line the server wrote meanwhile is one JSON object: no stack trace on stderr.
    const written = app.output().slice(before).split('\n').filter(Boolean)
    const notJson = written.filter((l) => {
      try {
        JSON.parse(l)
        return false
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
  })
})
