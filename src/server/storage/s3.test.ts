import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3rver, type S3Server } from '../../../tests/support/s3rver'
import { s3Storage, type S3StorageOptions } from './s3'
import { storageContract, unreachableContract } from './storage.contract'
import { StorageUnavailable } from './types'

let server: S3Server
beforeAll(async () => {
  server = await startS3rver()
})
afterAll(async () => {
  await server?.close()
})

const options = (overrides: Partial<S3StorageOptions> = {}) => server.storageOptions(overrides)

storageContract('S3 (s3rver)', () => s3Storage(options()))

// Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once. One attempt, short
// timeouts: the error must arrive in well under a second, not after the SDK's retries.
unreachableContract('S3 at an unreachable endpoint', () =>
  s3Storage(options({ endpoint: 'http://127.0.0.1:9', maxAttempts: 1, timeoutMs: 1_000 })),
)

describe('S3 driver specifics', () => {
  it('keeps objects under the key prefix, so the bucket mirrors the site URLs', async () => {
    await s3Storage(options()).put('images/prefixed-1-320.webp', Buffer.from('p'), { contentType: 'image/webp' })
    const bare = s3Storage(options({ keyPrefix: '' }))
    expect(await bare.exists('uploads/images/prefixed-1-320.webp')).toBe(true)
    expect(await bare.exists('images/prefixed-1-320.webp')).toBe(false)
  })

  it('lists past the 1,000 keys of one answer (the listing follows its continuation tokens)', async () => {
    // A server of its own: s3rver's continuation tokens need OpenSSL's legacy provider (tests/support/s3rver.ts).
    const own = await startS3rver('media', { ownProcess: true })
    try {
      const store = s3Storage(own.storageOptions())
      const keys = Array.from({ length: 1_005 }, (_, i) => `many/${String(i).padStart(4, '0')}.webp`)
      for (let at = 0; at < keys.length; at += 25)
        await Promise.all(
          keys.slice(at, at + 25).map((key) => store.put(key, Buffer.from('x'), { contentType: 'image/webp' })),
        )
      const listed = (await store.list('many/')).map((o) => o.key).sort()
      expect(listed).toHaveLength(1_005)
      expect(listed).toEqual(keys)
    } finally {
      await own.close()
    }
  }, 60_000)

  it('a missing bucket is a misconfiguration named in the error, not a missing file', async () => {
    const store = s3Storage(options({ bucket: 'no-such-bucket' }))
    await expect(store.put('files/a.pdf', Buffer.from('%PDF-'), { contentType: 'application/pdf' })).rejects.toThrow(
      /bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+\) could not store "files\/a\.pdf"/,
    )
    await expect(store.read('files/a.pdf')).rejects.toBeInstanceOf(StorageUnavailable)
  })

  it('asks the bucket for 64 ranges at once on 64 connections (the SDK alone queued past 50)', async () => {
    const store = s3Storage(options())
    const data = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => i % 251))
    await store.put('files/burst.bin', data, { contentType: 'application/octet-stream' })
    // In front of the bucket, a relay that lets no request through until 64 connections are open: 64 visitors' ranges
    // in flight at once, each holding its connection. With fewer connections the last ranges would wait forever.
    const relay = await barrierRelay(new URL(server.endpoint), 64)
    try {
      const relayed = s3Storage(options({ endpoint: relay.endpoint }))
      const waited = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`only ${relay.opened()} connections opened`)), 10_000).unref(),
      )
      const ranges = await Promise.race([
        Promise.all(
          Array.from({ length: 64 }, (_, i) => relayed.getRange('files/burst.bin', i * 1024, i * 1024 + 1023)),
        ),
        waited,
      ])
      for (const [i, range] of ranges.entries()) {
        const bytes = Buffer.from(await new Response(range!.body).arrayBuffer())
        expect(bytes.equals(data.subarray(i * 1024, i * 1024 + 1024))).toBe(true)
      }
    } finally {
      relay.close()
    }
  }, 30_000)
})

/** A TCP relay to `target` that holds every connection's bytes until `count` connections are open. */
async function barrierRelay(target: URL, count: number) {
  const held: (() => void)[] = []
  const sockets = new Set<net.Socket>()
  let opened = 0
  const relay = net.createServer((client) => {
    sockets.add(client)
    client.pause()
    held.push(() => {
      const upstream = net.connect(Number(target.port), target.hostname)
      sockets.add(upstream)
      client.pipe(upstream).pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
      client.resume()
    })
    if (++opened === count) for (const release of held.splice(0)) release()
    else if (opened > count) held.shift()!()
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    opened: () => opened,
    close: () => {
      for (const socket of sockets) socket.destroy()
      relay.close()
    },
  }
}
