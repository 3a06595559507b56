/**
 * Every admin page, server action and route handler checks the signed-in staff member's permission itself, on the
 * server, not only in the proxy (docs/decisions/015-staff-accounts.md). This test reads every such file under
 * src/app/admin, src/app/api/admin and src/staff (where the panel's server actions live) and fails when one does
 * not call the guard, so a new page cannot forget it:
 *
 * - a page (page.tsx) must call requireStaffPage / requireStaffSession;
 * - a route handler (route.ts) and a server-action file ('use server') must call one in *every* exported
 *   function (requireStaffApi in handlers; requireStaffForm in the forms' actions, requireStaffAction in actions the
 *   editors call as functions);
 * - and a server action calls it before it reads what it was called with: a caller without the right gets its 401
 *   or 403 whatever it sent, never a 500 from arguments that are not what the panel sends.
 *
 * Public by necessity: the sign-in page and its action (listed below, with the reason).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { permissionForPath } from '@/staff/shared/nav'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const DIRS = ['src/app/admin', 'src/app/api/admin', 'src/staff']
const GUARD = /\b(requireStaffPage|requireStaffApi|requireStaffSession|requireStaffForm|requireStaffAction)\s*\(/

/** Files that must stay reachable without a session, and why. */
const PUBLIC: Record<string, string> = {
  'src/app/admin/login/page.tsx': 'the sign-in form itself',
  'src/staff/sign-in/actions.ts': 'signing in is what makes a session',
}

function walk(dir: string): string[] {
  const abs = path.join(ROOT, dir)
  let names: string[] = []
  try {
    names = readdirSync(abs)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const rel = path.posix.join(dir, name)
    return statSync(path.join(ROOT, rel)).isDirectory() ? walk(rel) : [rel]
  })
}

const files = DIRS.flatMap(walk).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const isServerActionFile = (text: string) => /^\s*(\/\*[\s\S]*?\*\/\s*|\/\/.*\n\s*)*['"]use server['"]/.test(text)

/** The exported functions of a module and their bodies (up to the next top-level export). */
function exportedFunctions(text: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^export\s+(?:(?:async\s+)?function\s+(\w+)|const\s+(\w+)\s*=)/gm)]
  return starts.map((m, i) => ({
    name: (m[1] ?? m[2])!,
    body: text.slice(m.index, i + 1 < starts.length ? starts[i + 1]!.index : undefined),
  }))
}

/**
 * The parameters an exported function reads before its staff guard: its parameter list split at the top level,
 * the body from the first `{` that ends a line after it, each name (`_unused` ones aside) looked for before the call.
 */
function readBeforeGuard(fn: string): string[] {
  const open = fn.indexOf('(')
  let depth = 0
  let close = open
  for (; close < fn.length; close++) {
    if ('([{<'.includes(fn[close]!)) depth++
    else if (')]}>'.includes(fn[close]!) && --depth === 0) break
  }
  const names: string[] = []
  let from = open + 1
  depth = 0
  for (let i = open + 1; i <= close; i++) {
    if ('([{<'.includes(fn[i]!)) depth++
    else if (')]}>'.includes(fn[i]!)) depth--
    if ((fn[i] === ',' && depth === 0) || i === close) {
      const name = /^\s*(\w+)/.exec(fn.slice(from, i))?.[1]
      if (name && !name.startsWith('_')) names.push(name)
      from = i + 1
    }
  }
  const body = fn.slice(close).replace(/^[^]*?\{\s*\n/, '')
  const guard = body.search(GUARD)
  const before = guard < 0 ? body : body.slice(0, guard)
  return names.filter((name) => new RegExp(`\\b${name}\\b`).test(before))
}

describe('every admin entry point checks the permission on the server', () => {
  it('finds the admin files (the walk itself works)', () => {
    expect(files).toContain('src/app/admin/(panel)/leads/page.tsx')
    expect(files).toContain('src/app/api/admin/leads/export/route.ts')
    expect(files.filter((f) => isServerActionFile(source(f))).length).toBeGreaterThanOrEqual(3)
  })

  const pages = files.filter((f) => /\/page\.tsx?$/.test(f) && !(f in PUBLIC))
  it.each(pages)('%s calls a staff guard', (file) => {
    expect(source(file), `${file} must call requireStaffPage(…) or requireStaffApi(…)`).toMatch(GUARD)
  })

  // The panel's layout refuses a page by its path (so the 403 page is HTML without JavaScript): the table it reads
  // must name the permission each page checks itself.
  const panelPages = pages.filter((f) => f.startsWith('src/app/admin/(panel)/'))
  it.each(panelPages)('%s needs the permission the panel layout refuses it by', (file) => {
    const route = file
      .replace(/^src\/app\/admin\/\(panel\)/, '/admin')
      .replace(/\/page\.tsx?$/, '')
      .replace(/\[[^\]]+\]/g, 'x')
    const checked = /requireStaffPage\(\s*'([a-z-]+)'/.exec(source(file))?.[1] ?? null
    expect(permissionForPath(route), route).toBe(checked)
  })

  // Route handlers (one function per HTTP method) and server-action files: every exported function on its own.
  const handlerFiles = files.filter((f) => (/\/route\.ts$/.test(f) || isServerActionFile(source(f))) && !(f in PUBLIC))
  it.each(handlerFiles)('%s: every exported handler or action calls a staff guard', (file) => {
    const unguarded = exportedFunctions(source(file))
      .filter((fn) => !GUARD.test(fn.body))
      .map((fn) => fn.name)
    expect(unguarded, `${file}: these actions must call requireStaffPage(…) first`).toEqual([])
  })

  const actionFiles = handlerFiles.filter((f) => isServerActionFile(source(f)))
  it.each(actionFiles)('%s: every action checks its caller before it reads its arguments', (file) => {
    const early = exportedFunctions(source(file))
      .map((fn) => ({ name: fn.name, read: readBeforeGuard(fn.body) }))
      .filter((fn) => fn.read.length > 0)
      .map((fn) => `${fn.name} reads ${fn.read.join(', ')}`)
    expect(early, `${file}: call the staff guard first`).toEqual([])
  })

  it('the guard detection itself catches a missing check', () => {
    const text = [
      `'use server'`,
      `export async function a() { await requireStaffPage('leads') }`,
      'export async function b() { return 1 }',
    ].join('\n')
    expect(isServerActionFile(text)).toBe(true)
    expect(
      exportedFunctions(text)
        .filter((fn) => !GUARD.test(fn.body))
        .map((fn) => fn.name),
    ).toEqual(['b'])
    expect('export default async function Page() { return null }').not.toMatch(GUARD)
    const early = `export async function c(formData: FormData): Promise<void> {
  const id = formData.get('id')
  await requireStaffForm('leads')
}`
    expect(readBeforeGuard(early)).toEqual(['formData'])
    expect(readBeforeGuard(early.replace("const id = formData.get('id')\n", ''))).toEqual([])
  })
})
