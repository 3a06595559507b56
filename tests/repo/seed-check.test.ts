/**
 * `npm run catalogue:check` (scripts/check-seed.ts): the seed catalogue is complete, and the checker says what is
 * missing, with its path, when a catalogue is not (the small test fixture is valid but far from complete).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function check(...args: string[]) {
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/check-seed.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('catalogue:check', () => {
  it('passes on the seed catalogue', () => {
    const r = check()
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('seed OK')
    expect(r.status).toBe(0)
  })

  it('reports translation coverage per locale: every category and product is in Dari and Pashto', () => {
    const r = check()
    for (const language of ['Dari \\(fa\\)', 'Pashto \\(ps\\)'])
      expect(r.stdout).toMatch(
        new RegExp(
          `^${language}: categories 21 complete, 0 partial, 0 missing \\(100% of texts\\); ` +
            `products 42 complete, 0 partial, 0 missing \\(100% of texts\\)$`,
          'm',
        ),
      )
  })

  it('names untranslated texts and letters of the wrong alphabet', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-seed-check-'))
    try {
      const file = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/catalogue/catalogue.json'), 'utf8'))
      file.categories[0].translations.ps.name = 'د GNSS رسیورونه گ' // Persian gaf in Pashto
      file.categories[1].translations.fa.name = 'روورهاي RTK' // Arabic yeh in Dari
      writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(file))
      const r = check(path.join(dir, 'catalogue.json'))
      expect(r.status).toBe(1)
      expect(r.stderr).toContain(
        'FAIL categories[2] (base-stations).translations.fa: not fully in Dari: name, description',
      )
      expect(r.stderr).toContain(
        'FAIL products[0] (k8-gnss-module).translations.ps: featured, not fully in Pashto: title, subtitle,',
      )
      expect(r.stderr).toContain(
        'FAIL categories[0] (gnss-receivers).translations.ps: Persian گ or Arabic ك/ى in Pashto',
      )
      expect(r.stderr).toContain(
        'FAIL categories[1] (rtk-rovers).translations.fa: Arabic ي/ك or Pashto letters in Dari',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails on an incomplete catalogue and names each gap', () => {
    const r = check('tests/fixtures/catalogue/catalogue.json')
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('FAIL products: expected ≥ 36 active products, found 6')
    expect(r.stderr).toContain('FAIL products[0] (k8-gnss-module): expected exactly 4 downloads, found 2')
  })
})
