/**
 * The status a server action chooses (./action-status.mjs): written in place of Next's 200 while its request is in
 * progress, and nothing kept once the request is gone, even when the action answers after its client left.
 */
import type { ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { forgetActionStatus, setActionStatus, withActionStatus } from './action-status.mjs'

const table = () =>
  (globalThis as unknown as { __meridianActionStatus: Map<string, number | undefined> }).__meridianActionStatus

/** A response that records the status its head went out with. */
function response() {
  const res = { sent: 0, writeHead: (status: number) => ((res.sent = status), res) }
  return res
}

describe("a server action's own status", () => {
  it('replaces the 200 of its response, and is forgotten when the response closes', () => {
    const res = response()
    withActionStatus(res as unknown as ServerResponse, 'req-1')
    setActionStatus('req-1', 403)
    res.writeHead(200)
    expect(res.sent).toBe(403)
    forgetActionStatus('req-1')
    expect(table().has('req-1')).toBe(false)
  })

  it('keeps nothing when the connection dropped before the action answered', () => {
    const res = response()
    withActionStatus(res as unknown as ServerResponse, 'req-2')
    // The client went away: the server forgets the request on the response's close…
    forgetActionStatus('req-2')
    // …and the action, still running, refuses afterwards.
    setActionStatus('req-2', 403)
    expect(table().has('req-2')).toBe(false)
  })

  it('records nothing for a request the server never opened (next dev)', () => {
    setActionStatus('req-3', 401)
    expect(table().has('req-3')).toBe(false)
  })
})
