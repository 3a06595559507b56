import { stat } from 'node:fs/promises'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createStaffAccount } from './accounts'
import { HASH_QUEUE, HASH_SLOTS, hashSlotsBusy, ipv6Network, resetLoginGate } from './login-gate'
import { signIn } from './sign-in'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'

let db: TestDatabase
const PASSWORD = 'granite survey benchmark'
beforeAll(async () => {
  db = await useTestDatabase()
  await createStaffAccount(
    { email: 'owner@meridian.test', displayName: 'Olga Owner', role: 'owner', password: PASSWORD },
    null,
  )
})
afterAll(async () => db?.dispose())
beforeEach(() => resetLoginGate())

const attempt = (clientAddress: string, password = 'wrong password!') =>
  signIn({ email: 'owner@meridian.test', password, clientAddress })

describe('IPv6 /64 of a client address', () => {
  it('normalises the first four groups; IPv4 and IPv4-mapped addresses have none', () => {
    expect(ipv6Network('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(ipv6Network('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64')
    expect(ipv6Network('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipv6Network('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64')
    expect(ipv6Network('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(ipv6Network('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(ipv6Network('::1')).toBe('0:0:0:0::/64')
    expect(ipv6Network('203.0.113.9')).toBeNull()
    expect(ipv6Network('::ffff:203.0.113.9')).toBeNull()
    expect(ipv6Network('unknown')).toBeNull()
    expect(ipv6Network('1:2:3::4::5')).toBeNull()
    expect(ipv6Network('1:2:3:4:5:6:7')).toBeNull()
  })
})

describe('sign-in flood', () => {
  it('limits failures per IPv6 /64 as well as per address: rotating addresses in one /64 gains nothing', async () => {
    // 20 failures from 20 addresses of one /64 (4 per address stays under the per-address limit of 5)...
    for (let i = 0; i < 20; i++) {
      expect(await attempt(`2001:db8:aa:bb::${(i % 5) + 1}:${i}`)).toMatchObject({
        error: 'Wrong e-mail address or password.',
      })
    }
    // ...then even the right password from a fresh address in that /64 is refused,
    const refused = await attempt('2001:db8:aa:bb::ffff', PASSWORD)
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Too many sign-in attempts\. Try again in/),
    })
    // while another /64 and an IPv4 client sign in.
    expect((await attempt('2001:db8:aa:cc::1', PASSWORD)).ok).toBe(true)
    expect((await attempt('198.51.100.4', PASSWORD)).ok).toBe(true)
  })

  it(`hashes ${HASH_SLOTS} at once, ${HASH_QUEUE} more wait; the rest are refused at once, unhashed`, async () => {
    const started = Date.now()
    const flood = Array.from({ length: 30 }, (_, i) => attempt(`198.51.100.${i + 10}`))
    expect(hashSlotsBusy()).toBe(HASH_SLOTS)
    const results = await Promise.all(flood)
    const busy = results.filter((r) => !r.ok && r.error.startsWith('Too many sign-in attempts right now'))
    expect(busy).toHaveLength(30 - HASH_SLOTS - HASH_QUEUE)
    expect(busy.every((r) => !r.ok && r.retryAfterSeconds === 2)).toBe(true)
    expect(results.filter((r) => !r.ok && r.error === 'Wrong e-mail address or password.')).toHaveLength(
      HASH_SLOTS + HASH_QUEUE,
    )
    expect(hashSlotsBusy()).toBe(0)
    // 30 scrypt hashes would take seconds on two cores; two take a fraction of one.
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('a flood does not starve the thread pool: a file read stays fast while 200 attempts arrive', async () => {
    // Before the gate every attempt queued a scrypt hash on libuv's 4 threads, and fs calls waited behind them all.
    const latencies: number[] = []
    let flooding = true
    const probe = (async () => {
      while (flooding) {
        const t = performance.now()
        await stat(import.meta.filename)
        latencies.push(performance.now() - t)
        await new Promise((r) => setTimeout(r, 5))
      }
    })()
    const waves = Array.from({ length: 10 }, (_, w) =>
      new Promise((r) => setTimeout(r, w * 20)).then(() =>
        Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`2001:db8:${w}:${i}::1`))),
      ),
    )
    await Promise.all(waves)
    flooding = false
    await probe
    latencies.sort((a, b) => a - b)
    const worst = latencies[latencies.length - 1]!
    console.log(`[login flood] fs.stat during 200 attempts: ${latencies.length} probes, worst ${worst.toFixed(1)} ms`)
    expect(latencies.length).toBeGreaterThan(3)
    expect(worst).toBeLessThan(150)
  })
})
