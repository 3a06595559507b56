import { describe, expect, it } from 'vitest'

import { RateLimiter } from './memory'

describe('RateLimiter (sliding window, fake clock)', () => {
  it('allows `limit` events per window, then says when the next one is allowed', () => {
    let now = 1_000_000
    const limiter = new RateLimiter({ limit: 5, windowMs: 600_000, now: () => now })
    for (let i = 0; i < 5; i++) {
      expect(limiter.take('a').ok).toBe(true)
      now += 60_000
    }
    const refused = limiter.take('a')
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 300 })
    now += 299_000
    expect(limiter.take('a').ok).toBe(false)
    now += 1_000
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('b').ok).toBe(true)
  })

  it('a released ticket gives its slot back, once', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1_000, now: () => 5 })
    const first = limiter.take('a')
    expect(first.ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    if (first.ok) {
      first.ticket.release()
      first.ticket.release()
    }
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
  })

  it('keeps at most maxKeys addresses in memory', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 })
    for (let i = 0; i < 1_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`)
    expect(limiter.size).toBe(100)
  })
})
