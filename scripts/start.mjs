#!/usr/bin/env node
/**
 * npm start: builds the production bundle when it is missing or older than the sources, then serves it.
 * The server creates, migrates and seeds the database on first start (src/instrumentation.ts).
 * PORT (default 3000) and DATA_DIR (default ./data) are read from the environment.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const buildId = path.join(root, '.next', 'BUILD_ID')
const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0
const changedAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? '[start] no production build yet: building…' : '[start] sources changed since the last build: rebuilding…')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT ?? '3000'
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
