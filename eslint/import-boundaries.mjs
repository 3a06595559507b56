/**
 * Import boundaries between browser and server code, as ESLint rules (`npm run lint`; proven by
 * tests/lint/import-boundaries.test.ts, which lints a fixture breaking each boundary and expects the error).
 *
 * Why a local plugin: the usual boundary tools (`eslint-plugin-boundaries`, `import/no-restricted-paths`, core
 * `no-restricted-imports`) classify files by their path only. In the App Router the line between browser and server
 * is drawn by directives, not folders: a `'use client'` file under src/app ships to the browser, and a module marked
 * `import 'server-only'` under src/app must never. These rules read those markers (of the file and of the local module
 * it imports) and use the folders the codebase already follows (src/components, src/lib, src/content: shared with the
 * browser; src/server: server only). About 100 lines, no dependency, no resolver to configure.
 *
 * - `client-imports-no-server`: browser-side code (a `'use client'` file, or any module under src/components,
 *   src/lib or src/content, which client components import) imports nothing server-only: not src/server, not a
 *   module marked `import 'server-only'`, not the `server-only` package, Node built-ins, `next/headers` or src/env.ts
 *   (configuration is read on the server and passed down as props). A `'use server'` module is allowed: importing a
 *   server action from a client component is how actions are called. So are type-only imports, which ship no code.
 * - `server-imports-no-client`: a server module (under src/server, or marked `'use server'` or `import 'server-only'`)
 *   imports no client-only code: no `'use client'` module, nothing from src/components (server modules return data,
 *   pages render it), and not the `client-only` or `react-dom/client` packages.
 * - `server-only-first`: a module under src/server starts with `import 'server-only'`, so that Next.js fails the build
 *   if browser code ever reaches it, whatever the lint rules miss (type-only paths, re-exports through packages).
 * - `layers`: the folders import one way (lib ← content ← server ← actions ← components ← staff ← app); see the rule.
 *
 * Test files are exempt from the first two: they run in Node and import across the line on purpose.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs']
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/

const relative = (file) => path.relative(root, file).split(path.sep).join('/')
const under = (file, folder) => relative(file).startsWith(`${folder}/`)

/** The marker a module's source starts with (after comments): 'use client', 'use server', 'server-only' or none. */
function markerOf(text) {
  const body = text.replace(/^(\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '')
  if (/^['"]use client['"]/.test(body)) return 'use client'
  if (/^['"]use server['"]/.test(body)) return 'use server'
  if (/^import\s+['"]server-only['"]/.test(body)) return 'server-only'
  return undefined
}

const markerCache = new Map()
function markerOfFile(file) {
  const mtime = statSync(file).mtimeMs
  const cached = markerCache.get(file)
  if (cached && cached.mtime === mtime) return cached.marker
  const marker = markerOf(readFileSync(file, 'utf8').slice(0, 4000))
  markerCache.set(file, { mtime, marker })
  return marker
}

/** The project file an import names (`@/…` or relative), or undefined for packages and unresolvable paths. */
function resolveLocal(fromFile, source) {
  let base
  if (source.startsWith('@/')) base = path.join(src, source.slice(2))
  else if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source)
  else return undefined
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}

const isNodeBuiltin = (source) => source.startsWith('node:') || builtinModules.includes(source)

/** Type-only imports and exports are erased by the compiler: they ship no code across the line. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  const specifiers = node.specifiers ?? []
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
}

/** Calls `check(node, source)` for every import, re-export and literal dynamic import of a file that carries code. */
function eachImport(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string' && !typeOnly(node)) check(node, node.source.value)
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  }
}

const clientImportsNoServer = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser-side code imports no server-only code' },
    schema: [],
    messages: {
      server:
        '{{source}} is server code ({{why}}); browser-side code must not import it. ' +
        'Read it in a server component or route and pass the data down as props.',
    },
  },
  create(context) {
    const file = context.filename
    if (TEST_FILE.test(file)) return {}
    const shared = ['src/components', 'src/lib', 'src/content'].some((folder) => under(file, folder))
    if (!shared && markerOf(context.sourceCode.text) !== 'use client') return {}
    return eachImport((node, source) => {
      let why
      if (source === 'server-only') why = 'the server-only marker'
      else if (isNodeBuiltin(source)) why = 'a Node built-in'
      else if (source === 'next/headers') why = 'request headers and cookies'
      else {
        const target = resolveLocal(file, source)
        if (!target) return
        if (under(target, 'src/server')) why = 'under src/server'
        else if (relative(target) === 'src/env.ts') why = 'the server environment'
        else if (markerOfFile(target) === 'server-only') why = "marked import 'server-only'"
      }
      if (why) context.report({ node, messageId: 'server', data: { source, why } })
    })
  },
}

/**
 * A page ships the copy of its own locale only (docs/decisions/032-locales.md): a `'use client'` file takes its copy
 * as props (src/content/client-copy.ts builds them on the server) and never imports the registry of every locale, the
 * copy builders, or a Dari or Pashto module. Type-only imports are fine.
 */
const clientNoMessages = {
  meta: {
    type: 'problem',
    docs: { description: 'Client components import no locale copy' },
    schema: [],
    messages: {
      copy:
        '{{source}} holds copy for every locale; a client component must not import it. Build its copy on the ' +
        'server with src/content/client-copy.ts and pass it as props.',
    },
  },
  create(context) {
    const file = context.filename
    if (TEST_FILE.test(file) || markerOf(context.sourceCode.text) !== 'use client') return {}
    return eachImport((node, source) => {
      const target = resolveLocal(file, source)
      if (!target) return
      const rel = relative(target).replace(/\.(ts|tsx)$/, '')
      if (/^src\/content\/(messages|client-copy|fa\/.*|ps\/.*)$/.test(rel))
        context.report({ node, messageId: 'copy', data: { source } })
    })
  },
}

const serverImportsNoClient = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import no client-only code' },
    schema: [],
    messages: {
      client: '{{source}} is client code ({{why}}); a server module must not import it.',
    },
  },
  create(context) {
    const file = context.filename
    if (TEST_FILE.test(file)) return {}
    const marker = markerOf(context.sourceCode.text)
    if (!under(file, 'src/server') && marker !== 'server-only' && marker !== 'use server') return {}
    return eachImport((node, source) => {
      let why
      if (source === 'client-only' || source === 'react-dom/client') why = 'a browser-only package'
      else {
        const target = resolveLocal(file, source)
        if (!target) return
        if (markerOfFile(target) === 'use client') why = "marked 'use client'"
        else if (under(target, 'src/components')) why = 'a component: server modules return data, pages render it'
      }
      if (why) context.report({ node, messageId: 'client', data: { source, why } })
    })
  },
}

const serverOnlyFirst = {
  meta: {
    type: 'problem',
    docs: { description: "Modules under src/server start with import 'server-only'" },
    schema: [],
    messages: {
      missing:
        "A server module starts with import 'server-only' (Next.js then fails the build if a client imports it).",
    },
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body[0]
        const ok = first?.type === 'ImportDeclaration' && first.source.value === 'server-only'
        if (!ok) context.report({ node: first ?? program, messageId: 'missing' })
      },
    }
  },
}

/**
 * The layers import one way (docs/new-page.md, "Layers"): app → staff → components → actions → server → content →
 * lib. A folder never imports a folder above it, type-only imports included: a type tells which layer owns a shape,
 * and a shape that two layers share belongs to the lower one. Test files are exempt (they drive routes from outside).
 */
const LAYER_FORBIDS = {
  'src/lib': ['src/content', 'src/components', 'src/app', 'src/actions', 'src/staff', 'src/server'],
  'src/content': ['src/components', 'src/app', 'src/actions', 'src/staff', 'src/server'],
  'src/server': ['src/components', 'src/app', 'src/actions', 'src/staff'],
  'src/actions': ['src/components', 'src/app', 'src/staff'],
  'src/components': ['src/app', 'src/staff'],
  'src/staff': ['src/app'],
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers import one way: lib ← content ← server ← actions ← components ← staff ← app' },
    schema: [],
    messages: {
      upward:
        '{{from}} may not import {{source}} ({{to}} is a layer above it). Move the shared piece down to the lower ' +
        'layer (URL builders and structural constants to src/lib, types next to the code that owns them).',
    },
  },
  create(context) {
    const file = context.filename
    if (TEST_FILE.test(file)) return {}
    const from = Object.keys(LAYER_FORBIDS).find((folder) => under(file, folder))
    if (!from) return {}
    const check = (node, source) => {
      const target = resolveLocal(file, source)
      if (!target) return
      const to = LAYER_FORBIDS[from].find((folder) => under(target, folder))
      if (to) context.report({ node, messageId: 'upward', data: { from, source, to } })
    }
    // Unlike the browser/server rules, type-only imports count here.
    const visit = (node) => {
      if (node.source && typeof node.source.value === 'string') check(node, node.source.value)
    }
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    }
  },
}

/**
 * Inside src/server the concerns import one way too (docs/decisions/062-server-folders.md): each folder sits on a
 * tier and imports only folders on lower tiers, never a sibling on its own tier, never one above. What several
 * concerns share (logging, the database, revisions, storage, mail, HTTP helpers, staff identity and audit) sits below
 * them; when two folders need each other, the shared part moves down, not sideways. A new folder is refused until it
 * is given its tier here. Test files are exempt.
 */
export const SERVER_TIERS = [
  ['log'],
  ['db'],
  ['revision', 'redirects', 'rate-limit', 'storage'],
  ['mail', 'http', 'backups'],
  ['figures'],
  ['staff'],
  ['content'],
  ['page'],
  ['documents'],
  ['catalogue'],
  ['library', 'customers'],
  ['sales'],
  ['service'],
  ['contact'],
  ['quote'],
  ['runtime'],
]
const tierOf = new Map(SERVER_TIERS.flatMap((folders, tier) => folders.map((folder) => [folder, tier])))
const serverFolder = (file) => /^src\/server\/([^/]+)\//.exec(relative(file))?.[1]

const serverFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders inside src/server import one way: each only folders on lower tiers' },
    schema: [],
    messages: {
      upward:
        'src/server/{{from}} may not import {{source}}: src/server/{{to}} is {{where}} (tiers in ' +
        'eslint/import-boundaries.mjs, SERVER_TIERS). Move what both need down to a lower folder.',
      unknown: 'src/server/{{from}} has no tier: give it one in SERVER_TIERS (eslint/import-boundaries.mjs).',
    },
  },
  create(context) {
    const file = context.filename
    if (TEST_FILE.test(file)) return {}
    const from = serverFolder(file)
    if (!from) return {}
    const fromTier = tierOf.get(from)
    if (fromTier === undefined)
      return { Program: (node) => context.report({ node, messageId: 'unknown', data: { from } }) }
    const visit = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : undefined
      if (source === undefined) return
      const target = resolveLocal(file, source)
      const to = target && serverFolder(target)
      if (!to || to === from) return
      const toTier = tierOf.get(to)
      if (toTier !== undefined && toTier < fromTier) return
      const where =
        toTier === undefined ? 'a folder with no tier' : toTier === fromTier ? 'a sibling on its tier' : 'above it'
      context.report({ node, messageId: 'upward', data: { from, source, to, where } })
    }
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    }
  },
}

export default {
  meta: { name: 'import-boundaries' },
  rules: {
    'client-imports-no-server': clientImportsNoServer,
    'client-no-messages': clientNoMessages,
    'server-imports-no-client': serverImportsNoClient,
    'server-only-first': serverOnlyFirst,
    'server-folders': serverFolders,
    layers,
  },
}
