/**
 * npm run bench:upload [-- --size 2GB] [--json]: a large file uploaded through the staff panel's release editor in
 * Chromium, the connection cut twice on the way (docs/decisions/090-resumable-uploads.md). The production server is
 * started as `npm start` starts it (bench/prod-server.mjs) with an editor's account made as an operator makes one
 * (scripts/admin-create-user.ts); Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) signs in through the
 * real form, opens "New release" and adds a file of `--size` random bytes (written to a temporary folder, deleted
 * afterwards) to its upload field: the editor's own tus client sends it in 16 MiB pieces. At a third and at two
 * thirds of the way the browser goes offline (Playwright's `context.setOffline`, which fails the request in flight)
 * for CUT_SECONDS, then online again; the upload must resume by itself (or with the editor's Resume button, as a
 * person would press it) and complete. Then the SHA-256 the editor shows and the SHA-256 of the bytes stored in the
 * data directory must both be the local file's.
 *
 * Prints the throughput (the whole upload's time, cuts included, and without the time spent offline) and the
 * server's resident memory (VmRSS, sampled every 100 ms) before and at its peak. Figures on a quiet machine only
 * (docs/performance.md); the machine's load averages are printed with them. Options: BENCH_PORT (default 3370).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { mib, parseSize, rssOf, sha256Of, writeRandomFile } from './lib/files.mjs'
import { loadAverages } from './lib/stats.mjs'
import { hasBuild, runCliScript, startProductionServer } from './prod-server.mjs'

const args = process.argv.slice(2)
const flag = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const json = args.includes('--json')
const port = Number(process.env.BENCH_PORT ?? 3370)
const CUT_SECONDS = 3
const EDITOR = { email: 'bench-editor@meridian.test', name: 'Bench Editor', password: 'theodolite survey bench 77' }
const NAME = 'bench-upload.bin'

const size = parseSize(flag('--size') ?? '2GB')
// Two cuts at a third and two thirds need several 16 MiB pieces on each side of them.
if (size < 48 * 1024 * 1024) throw new Error('--size: at least 48 MB (three 16 MiB pieces)')
if (!hasBuild()) {
  console.error('[bench:upload] no production build: run `npx next build` first')
  process.exit(1)
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-upload-'))
const cleanup = () => rmSync(temp, { recursive: true, force: true })
process.on('exit', cleanup)

/** The files under `dir` of exactly `bytes` bytes (the stored upload; tus keeps its metadata beside it). */
function filesOfSize(dir, bytes) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    if (entry.isFile() && statSync(file).size === bytes) found.push(file)
  }
  return found
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const source = path.join(temp, NAME)
const localSha = await writeRandomFile(source, size)
let dataDir
const server = await startProductionServer({
  port,
  label: 'bench-upload',
  prepare: (dir, env) => {
    dataDir = dir
    const made = runCliScript(
      [
        'scripts/admin-create-user.ts',
        '--email',
        EDITOR.email,
        '--name',
        EDITOR.name,
        '--role',
        'editor',
        '--password-stdin',
      ],
      { env, input: `${EDITOR.password}\n`, stdio: ['pipe', 'ignore', 'inherit'] },
    )
    if (made.status !== 0) throw new Error('[bench:upload] creating the editor account failed')
  },
})
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
let result
try {
  const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`/admin/login?next=${encodeURIComponent('/admin/library/releases/new')}`)
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(EDITOR.email)
  await page.getByLabel(/^Password/).fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/library/releases/new')
  await page.getByLabel('Add a file').waitFor()

  // What the cuts really did: the tus requests that failed (each cut must fail one in flight, or it cut nothing).
  let failed = 0
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/admin/library/uploads')) failed++
  })
  const rss = { before: rssOf(server.pid), peak: rssOf(server.pid) }
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssOf(server.pid))), 100)
  const progress = page.getByRole('progressbar', { name: `Upload of ${NAME}` })
  const sent = async () => Number((await progress.getAttribute('value', { timeout: 1_000 }).catch(() => null)) ?? 0)
  const started = performance.now()
  // A local browser reads the file from disk as it sends it: nothing of it passes through this process.
  await page.getByLabel('Add a file').setInputFiles(source)

  let offlineMs = 0
  const cuts = []
  for (const at of [1 / 3, 2 / 3]) {
    while ((await sent()) < size * at) await sleep(100)
    const cutAt = await sent()
    const t = performance.now()
    await context.setOffline(true)
    await sleep(CUT_SECONDS * 1000)
    await context.setOffline(false)
    offlineMs += performance.now() - t
    // Its retries ran out while offline: the editor presses Resume, as a person would.
    const resume = page.getByRole('button', { name: 'Resume' })
    if (await resume.isVisible()) await resume.click()
    cuts.push({ atMiB: Number(mib(cutAt)) })
  }
  const done = page.getByText(/^Uploaded\. SHA-256: [0-9a-f]{64}/)
  await done.waitFor({ timeout: 6 * 60 * 60 * 1000 })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const shownSha = /SHA-256: ([0-9a-f]{64})/.exec((await done.textContent()) ?? '')?.[1]
  const stored = filesOfSize(path.join(dataDir, 'uploads'), size)
  const storedSha = stored.length === 1 ? await sha256Of(stored[0]) : `${stored.length} files of that size`
  result = {
    MiB: Number(mib(size)),
    cuts,
    failedRequests: failed,
    seconds: Number(seconds.toFixed(1)),
    MiBps: Number((size / 1024 / 1024 / seconds).toFixed(1)),
    MiBpsOnline: Number((size / 1024 / 1024 / (seconds - offlineMs / 1000)).toFixed(1)),
    rssMiB: {
      before: Number(mib(rss.before)),
      peak: Number(mib(rss.peak)),
      growth: Number(mib(rss.peak - rss.before)),
    },
    sha256: { local: localSha, shown: shownSha, stored: storedSha },
    matches: shownSha === localSha && storedSha === localSha,
    cutsFailedRequests: failed >= cuts.length,
    load: loadAverages(),
  }
} finally {
  await browser.close()
  server.stop()
}
if (json) console.log(JSON.stringify(result, null, 2))
else {
  const cutAt = result.cuts.map((c) => `${c.atMiB} MiB`).join(' and ')
  console.log(`[bench:upload] ${result.MiB} MiB through the release editor, cut at ${cutAt}`)
  console.log(`  cuts: ${CUT_SECONDS} s offline each, ${result.failedRequests} upload requests failed`)
  console.log(
    `  upload: ${result.seconds} s, ${result.MiBps} MiB/s (${result.MiBpsOnline} MiB/s without the time offline)`,
  )
  const { before, peak, growth } = result.rssMiB
  console.log(`  server RSS: ${before} MiB before, ${peak} MiB at peak (+${growth} MiB)`)
  console.log(`  SHA-256: local ${result.sha256.local}`)
  console.log(`           shown ${result.sha256.shown}, stored ${result.sha256.stored}`)
  console.log(`  load averages: ${result.load}`)
}
if (!result.cutsFailedRequests) {
  console.error(`[bench:upload] only ${result.failedRequests} upload requests failed: the cuts cut nothing`)
  process.exit(1)
}
if (!result.matches) {
  console.error('[bench:upload] the stored file is not the local one')
  process.exit(1)
}
