/** Runs `next build` when there is no production build or the sources changed since the last one. */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
export const distDir = process.env.NEXT_DIST_DIR || '.next'
const buildId = path.join(root, distDir, 'BUILD_ID')
const inputs = [
  'src',
  'public',
  'content',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) {
    if (/\.test\.tsx?$/.test(entry)) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

export function buildIfStale() {
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0
  const changedAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))))
  if (builtAt !== 0 && changedAt <= builtAt) return
  console.log(
    builtAt === 0
      ? '[build] no production build yet: building…'
      : '[build] sources changed since the last build: rebuilding…',
  )
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
