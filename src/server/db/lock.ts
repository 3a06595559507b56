import 'server-only'

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

/**
 * PGlite's data directory may be opened by one process only: two processes on one directory lost writes silently
 * (docs/design.md, platform fact "One PGlite process"). The server and the CLI take this lock file; a second opener
 * gets a clear message instead.
 */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid} (probably the running site). ` +
        'Stop the server first, or use PostgreSQL (DATABASE_URL) to run imports while the site runs.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireDataDirLock(dir: string): string {
  const lockPath = `${dir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      const release = () => releaseDataDirLock(lockPath)
      process.once('exit', release)
      return lockPath
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid)
      // A stale lock from a process that died without cleaning up (kill -9, power loss): take it over.
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dir}`)
}

export function releaseDataDirLock(lockPath: string): void {
  try {
    if (Number.parseInt(readFileSync(lockPath, 'utf8'), 10) === process.pid) rmSync(lockPath, { force: true })
  } catch {
    // Already gone.
  }
}
