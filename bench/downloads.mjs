/**
 * npm run bench:downloads [-- --size 1GB] [--driver local|s3|both] [--json]: a library download through the production
 * server, started as `npm start` starts it (bench/prod-server.mjs), on each storage driver (default both: the local
 * folder, and a bucket of s3rver, the S3 server the tests use, on loopback). A file of `--size` (default 1 GB:
 * random bytes, written to a temporary folder, deleted afterwards) is recorded as a published firmware release and
 * fetched from /downloads/{id}/{name}, the library's real path (docs/decisions/091-download-ranges.md):
 *
 * - one full download: throughput, and the server's resident memory (VmRSS of its process, sampled every 50 ms)
 *   before and at its peak;
 * - 64 range requests of 64 KiB at random offsets one after another, then 64 at once: time to the response's
 *   headers (median, p95, p99) and any answer that is not 206 (or short). The 64 at once come from a process of
 *   their own (bench/lib/range-burst.mjs), each on its own connection; their TTFB runs from the moment the request
 *   was written to the socket to its status line and headers (a browser's responseStart - requestStart), and the
 *   time to open the connection before it is printed apart. Until 2026-12-06 they were 64 `fetch`es in this process,
 *   timed from before connecting: 64 connections opened in one turn of one event loop wait for each other there, and
 *   that queue, not the server, was most of the figure (decision 091, "64 at once");
 * - a download cut at half and resumed with `Range: bytes={received}-`: 206, only the rest sent, SHA-256 matching.
 *
 * Figures on a quiet machine only (docs/performance.md); the machine's load averages are printed with them.
 * Options: BENCH_PORT (default 3360).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { mib, parseSize, rssOf, writeRandomFile } from './lib/files.mjs'
import { loadAverages, median } from './lib/stats.mjs'
import { hasBuild, root, startProductionServer } from './prod-server.mjs'

const args = process.argv.slice(2)
const flag = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const json = args.includes('--json')
const port = Number(process.env.BENCH_PORT ?? 3360)

const size = parseSize(flag('--size') ?? '1GB')
if (size < 1024 * 1024) throw new Error('--size: at least 1 MB')
if (!hasBuild()) {
  console.error('[bench:downloads] no production build: run `npx next build` first')
  process.exit(1)
}

const NAME = 'bench-firmware.bin'
const temp = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-downloads-'))
const cleanup = () => rmSync(temp, { recursive: true, force: true })
process.on('exit', cleanup)

const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]

const source = path.join(temp, NAME)
const sha256 = await writeRandomFile(source, size)
const drivers = { local: ['local'], s3: ['s3'], both: ['local', 's3'] }[flag('--driver') ?? 'both']
if (!drivers) throw new Error('--driver: local, s3 or both')

/** Starts s3rver in a process of its own (tests/support/s3rver-process.mjs) with a bucket; its port and stop. */
async function startS3rver(bucket) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-s3-'))
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(root, 'tests', 'support', 's3rver-process.mjs'), dir, bucket],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const [line] = await once(child.stdout, 'data')
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  return { port: JSON.parse(String(line)).port, stop }
}

/** Records the file as a release in the data directory (bench/lib/library-file.ts); its id. */
function recordFile(env) {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const r = spawnSync(
    process.execPath,
    [tsx, '--conditions=react-server', 'bench/lib/library-file.ts', NAME, String(size), sha256],
    { cwd: root, env, encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`recording the file failed:\n${r.stdout}\n${r.stderr}`)
  return Number(r.stdout.trim().split('\n').pop())
}

/** The production server with the file in its store: on the local disk, or put in an s3rver bucket. */
async function serverWith(driver) {
  let fileId
  let s3
  let env = {}
  if (driver === 's3') {
    const bucket = 'bench-downloads'
    s3 = await startS3rver(bucket)
    const endpoint = `http://127.0.0.1:${s3.port}`
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
    // Checksums only where required, as src/server/storage/s3.ts: s3rver would keep the SDK's chunk framing.
    const client = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `uploads/library/${NAME}`,
        Body: createReadStream(source),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    )
    client.destroy()
    env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }
  }
  const server = await startProductionServer({
    port,
    label: `bench:downloads-${driver}`,
    env,
    prepare(dataDir, serverEnv) {
      if (driver === 'local') {
        // The local driver's layout: a key is a path under DATA_DIR/uploads.
        mkdirSync(path.join(dataDir, 'uploads', 'library'), { recursive: true })
        copyFileSync(source, path.join(dataDir, 'uploads', 'library', NAME))
      }
      fileId = recordFile(serverEnv)
    },
  })
  return {
    server,
    url: `${server.origin}/downloads/${fileId}/${NAME}`,
    stop: () => {
      server.stop()
      s3?.stop()
    },
  }
}

for (const driver of drivers) {
  const { server, url, stop } = await serverWith(driver)
  try {
    await measure(driver, server, url)
  } finally {
    stop()
  }
}

/** Every figure of one driver, printed. */
async function measure(driver, server, url) {
  // The first request for a file goes through Next.js, which looks it up in the library; the HTTP server sends the
  // next ones itself (src/server/http/known-downloads.mjs). One small range first, so what follows is what every
  // visitor after the first gets.
  await (await fetch(url, { headers: { Range: 'bytes=0-0' } })).arrayBuffer()
  // One full download, the server's memory sampled meanwhile.
  const rssBefore = rssOf(server.pid)
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(server.pid))), 50)
  const started = performance.now()
  const full = await fetch(url)
  const hash = createHash('sha256')
  let received = 0
  for await (const chunk of full.body) {
    hash.update(chunk)
    received += chunk.length
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  if (full.status !== 200 || received !== size || hash.digest('hex') !== sha256)
    throw new Error(`full download: HTTP ${full.status}, ${received} of ${size} bytes, or a wrong SHA-256`)

  // 64 range requests at random offsets one after another (what one costs the server), then 64 at once.
  const PART = 64 * 1024
  const ttfb = []
  const sequential = []
  const statuses = new Map()
  for (let i = 0; i < 64; i++) {
    const start = Math.floor(Math.random() * (size - PART))
    const t0 = performance.now()
    const res = await fetch(url, { headers: { Range: `bytes=${start}-${start + PART - 1}` } })
    sequential.push(performance.now() - t0)
    await res.arrayBuffer()
    if (res.status !== 206) statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1)
  }
  // 64 at once, from a process of their own (bench/lib/range-burst.mjs): here they shared this process's event loop
  // and its clock with everything else it does, and the figure was this client's queue (decision 091, "64 at once").
  const burst = spawnSync(
    process.execPath,
    [path.join(root, 'bench', 'lib', 'range-burst.mjs'), url, String(size), '64', String(PART)],
    { encoding: 'utf8' },
  )
  if (burst.status !== 0) throw new Error(`the 64 ranges at once failed:\n${burst.stderr}`)
  const concurrent = JSON.parse(burst.stdout)
  ttfb.push(...concurrent.ttfbMs)
  const connect = concurrent.connectMs
  for (const [status, n] of Object.entries(concurrent.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + n)

  // A download cut at half, resumed from where it stopped.
  const cut = new AbortController()
  const first = await fetch(url, { signal: cut.signal })
  const resumedHash = createHash('sha256')
  let kept = 0
  try {
    for await (const chunk of first.body) {
      const room = Math.floor(size / 2) - kept
      const take = chunk.subarray(0, Math.max(0, room))
      resumedHash.update(take)
      kept += take.length
      if (kept >= Math.floor(size / 2)) {
        cut.abort()
        break
      }
    }
  } catch (err) {
    if (err.name !== 'AbortError') throw err
  }
  const rest = await fetch(url, { headers: { Range: `bytes=${kept}-`, 'If-Range': first.headers.get('etag') } })
  let restBytes = 0
  for await (const chunk of rest.body) {
    resumedHash.update(chunk)
    restBytes += chunk.length
  }
  const resumedOk = rest.status === 206 && restBytes === size - kept && resumedHash.digest('hex') === sha256

  const result = {
    driver,
    size,
    full: { seconds: Number(seconds.toFixed(2)), MiBps: Number((size / 1024 / 1024 / seconds).toFixed(1)) },
    rss: {
      beforeMiB: Number(mib(rssBefore)),
      peakMiB: Number(mib(rssPeak)),
      growthMiB: Number(mib(rssPeak - rssBefore)),
    },
    ranges: {
      requests: 64,
      oneAtATimeTtfbMs: {
        median: Number(median(sequential).toFixed(1)),
        p95: Number(percentile(sequential, 95).toFixed(1)),
      },
      ttfbMs: {
        median: Number(median(ttfb).toFixed(1)),
        p95: Number(percentile(ttfb, 95).toFixed(1)),
        p99: Number(percentile(ttfb, 99).toFixed(1)),
      },
      connectMs: { median: Number(median(connect).toFixed(1)), p99: Number(percentile(connect, 99).toFixed(1)) },
      statuses: Object.fromEntries(statuses),
    },
    resume: { cutAt: kept, status: rest.status, restBytes, sha256Matches: resumedOk },
    load: loadAverages(),
  }
  if (json) console.log(JSON.stringify(result, null, 2))
  else {
    const through = url.replace(/\/downloads\/.*/, '/downloads/…')
    console.log(`[bench:downloads] ${mib(size)} MiB from the ${driver} store through ${through}`)
    console.log(`  full download: ${result.full.seconds} s, ${result.full.MiBps} MiB/s`)
    console.log(
      `  server RSS: ${result.rss.beforeMiB} MiB before, ${result.rss.peakMiB} at peak (+${result.rss.growthMiB})`,
    )
    const one = result.ranges.oneAtATimeTtfbMs
    console.log(`  64 ranges one at a time: TTFB median ${one.median} ms, p95 ${one.p95}`)
    const t = result.ranges.ttfbMs
    const c = result.ranges.connectMs
    console.log(
      `  64 concurrent ranges: TTFB median ${t.median} ms, p95 ${t.p95}, p99 ${t.p99} ` +
        `(connecting before it: median ${c.median} ms, p99 ${c.p99}); statuses`,
      result.ranges.statuses,
    )
    console.log(
      `  cut at ${mib(kept)} MiB, resumed: HTTP ${rest.status}, ${mib(restBytes)} MiB more, ` +
        `SHA-256 ${resumedOk ? 'matches' : 'DIFFERS'}`,
    )
    console.log(`  load averages: ${result.load}`)
  }
  if (!resumedOk || statuses.size !== 1 || !statuses.has('206')) process.exitCode = 1
}
