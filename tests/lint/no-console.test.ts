/**
 * Server code logs through src/server/log/log.ts (pino JSON lines with levels and redaction), never console.*
 * (decision 028). The ESLint rule must report console in server files and leave browser code alone; and no server file
 * has one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function consoleErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((m) => m.ruleId === 'no-console' && m.severity === 2).length
}

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name)
    return statSync(path.join(root, rel)).isDirectory() ? files(rel) : [rel]
  })
}

describe('no console.* in server code', () => {
  it('ESLint reports console in server modules, route handlers, server components and the HTTP server', async () => {
    expect(await consoleErrors('src/server/fixture.ts', "import 'server-only'\nconsole.log('x')\n")).toBe(1)
    expect(await consoleErrors('src/app/api/fixture/route.ts', "export const GET = () => console.error('x')\n")).toBe(1)
    expect(await consoleErrors('src/app/[locale]/fixture/page.tsx', "console.warn('x')\nexport default 1\n")).toBe(1)
    expect(await consoleErrors('scripts/server.mjs', "console.log('x')\n")).toBe(1)
  })

  it("leaves the browser's error boundaries and components alone", async () => {
    expect(await consoleErrors('src/app/error.tsx', "'use client'\nconsole.error('x')\nexport default 1\n")).toBe(0)
    expect(await consoleErrors('src/components/site/fixture.tsx', "console.error('x')\nexport default 1\n")).toBe(0)
  })

  it('no server file calls console', () => {
    const server = [...files('src/server'), ...files('src/app'), 'scripts/server.mjs', 'src/proxy.ts']
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.ts$/.test(f))
      .filter((f) => !/(^|\/)(global-)?error\.tsx$/.test(f))
      .filter((f) => !readFileSync(path.join(root, f), 'utf8').startsWith("'use client'"))
    expect(server.length).toBeGreaterThan(50)
    const offenders = server.filter((f) =>
      /\bconsole\.(log|info|warn|error|debug|trace)\(/.test(readFileSync(path.join(root, f), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
