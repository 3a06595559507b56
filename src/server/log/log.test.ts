import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { batchedWriter, createLogger, redactFields } from './log-core.mjs'

/** A logger writing into an array, one parsed JSON object per line, as an operator's log shipper would see them. */
function capture(env: NodeJS.ProcessEnv = { NODE_ENV: 'production' }) {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk))
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { log: createLogger({ env, destination }), lines, raw }
}

describe('the server logger', () => {
  it('writes one JSON line per event with a level, an ISO time and the message', () => {
    const { log, lines } = capture()
    log.child({ area: 'contact' }).warn({ client: '203.0.113.9' }, 'honeypot filled; nothing stored')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 40,
      area: 'contact',
      client: '203.0.113.9',
      msg: 'honeypot filled; nothing stored',
    })
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time)
  })

  it('stamps each line with the time it was written, to the millisecond (one Date made per millisecond)', async () => {
    const { log, lines } = capture()
    const stamps: [number, number][] = []
    for (let i = 0; i < 5; i++) {
      const before = Date.now()
      log.info(`line ${i}`)
      stamps.push([before, Date.now()])
      await new Promise((r) => setTimeout(r, 3))
    }
    lines.forEach((line, i) => {
      const at = Date.parse(String(line.time))
      // The shared stamp may be from the millisecond before, never later than the line.
      expect(at).toBeGreaterThanOrEqual(stamps[i]![0] - 1)
      expect(at).toBeLessThanOrEqual(stamps[i]![1])
    })
    expect(new Set(lines.map((line) => line.time)).size).toBe(5)
  })

  it('redacts passwords, hashes, cookies, credentials and message bodies wherever they are logged', () => {
    const { log, raw, lines } = capture()
    log.info(
      {
        password: 'hunter2-top',
        user: { email: 'owner@example.af', passwordHash: 'scrypt$32768$8$1$salt$hash', password: 'hunter2-nested' },
        headers: { cookie: 'mg_session=abc123secret', authorization: 'Basic c2VjcmV0' },
        req: { headers: { cookie: 'mg_session=def456secret', 'set-cookie': 'mg_session=ghi789secret' } },
        env: { SMTP_URL: 'smtp://mailer:mailpass@relay.example.af:587', DATABASE_URL: 'postgres://u:dbpass@h/db' },
        input: { name: 'Farid', message: 'Our confidential tender for Herat' },
        message: 'Another confidential body',
      },
      'event',
    )
    const text = raw.join('')
    for (const secret of [
      'hunter2',
      'scrypt$',
      'abc123secret',
      'def456secret',
      'ghi789secret',
      'c2VjcmV0',
      'mailpass',
      'dbpass',
      'confidential',
    ]) {
      expect(text, secret).not.toContain(secret)
    }
    // What is not secret stays readable.
    expect(lines[0]).toMatchObject({ user: { email: 'owner@example.af' }, input: { name: 'Farid' }, msg: 'event' })
  })

  it('never changes the object a caller logged, and copies nothing when there is nothing to hide', () => {
    const { log, lines } = capture()
    const logged = { user: { email: 'a@example.af', password: 'hunter2-kept' }, headers: { cookie: 'c=secret' } }
    log.info(logged, 'event')
    expect(logged).toEqual({
      user: { email: 'a@example.af', password: 'hunter2-kept' },
      headers: { cookie: 'c=secret' },
    })
    expect(lines[0]).toMatchObject({ user: { password: '[redacted]' }, headers: { cookie: '[redacted]' } })
    const plain = { reqId: 'x', path: '/', status: 200 }
    expect(redactFields(plain)).toBe(plain)
  })

  it("keeps an error's own message and stack readable (redaction does not hide what went wrong)", () => {
    const { log, lines } = capture()
    log.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') }, 'API request failed')
    expect(lines[0]).toMatchObject({ err: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432' } })
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('log.test.ts')
  })

  it('LOG_LEVEL sets the threshold; debug lines are dropped at the default info', () => {
    const quiet = capture({ NODE_ENV: 'production' })
    quiet.log.debug('hidden')
    quiet.log.info('shown')
    expect(quiet.lines.map((l) => l.msg)).toEqual(['shown'])
    const errorsOnly = capture({ NODE_ENV: 'production', LOG_LEVEL: 'error' })
    errorsOnly.log.warn('hidden')
    errorsOnly.log.error('shown')
    expect(errorsOnly.lines.map((l) => l.msg)).toEqual(['shown'])
  })
})

describe("the log's batched writer", () => {
  it('writes every line in order, in batches, the rest on its interval or at once on exit', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-log-'))
    const file = path.join(dir, 'log')
    const fd = openSync(file, 'w')
    try {
      const out = batchedWriter(fd, { minLength: 1_000, flushMs: 50 })
      const line = (i: number) => `{"n":${i},"path":"/fa/محصولات"}\n`
      for (let i = 0; i < 100; i++) out.write(line(i))
      // Under a batch's worth, nothing is written until the interval.
      out.write(line(100))
      await new Promise((r) => setTimeout(r, 200))
      const written = readFileSync(file, 'utf8').split('\n').filter(Boolean)
      expect(written.map((l) => JSON.parse(l).n)).toEqual(Array.from({ length: 101 }, (_, i) => i))
      out.write(line(101))
      expect(readFileSync(file, 'utf8')).not.toContain('"n":101')
      out.flushSync()
      expect(readFileSync(file, 'utf8')).toContain(line(101))
    } finally {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('never throws when its descriptor refuses writes: the lines are lost, the server goes on', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-log-'))
    const file = path.join(dir, 'log')
    closeSync(openSync(file, 'w'))
    // Opened for reading only: every write fails (EBADF), as one to a log whose reader went away fails (EPIPE).
    const fd = openSync(file, 'r')
    try {
      const out = batchedWriter(fd, { minLength: 10, flushMs: 20 })
      expect(() => out.write('{"a":1}\n{"b":2}\n')).not.toThrow()
      await new Promise((r) => setTimeout(r, 60))
      out.write('{"c":3}\n')
      expect(() => out.flushSync()).not.toThrow()
      expect(readFileSync(file, 'utf8')).toBe('')
    } finally {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
