/**
 * The browser the Playwright tests drive: `CHROMIUM_PATH`, else Debian's headless shell of Chromium
 * (`apt-get install chromium-headless-shell`: the same release and engine as the `chromium` package, without the
 * desktop browser around it; what Playwright itself runs for headless tests), else Debian's full Chromium in its new
 * headless mode. The shell takes about half the CPU per test (docs/decisions/060-ci-time.md).
 */
import { existsSync } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM
}

/** The full browser needs `--headless=new`; the shell has one headless mode only. */
export function headlessArgs(executablePath) {
  return executablePath.includes('headless-shell') ? [] : ['--headless=new']
}
