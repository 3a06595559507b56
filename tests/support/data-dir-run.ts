/**
 * Global setup of the browser and operations test runs: a folder for the run's data directory templates
 * (./data-dir-templates.ts), removed when the run ends. Workers inherit MG_DATA_TEMPLATES.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-templates-'))
  process.env.MG_DATA_TEMPLATES = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
