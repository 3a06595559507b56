/**
 * The project's import graph, read from the source as text: every `import … from`, `export … from`, side-effect
 * import and literal `import()` of a local module (`@/…` or relative), type-only imports included (a type import
 * still ties one layer to another). Used by tests/lint/import-cycles.test.ts to find circles, and by
 * `node scripts/lib/import-graph.mjs` to print them. Text, not the TypeScript compiler: the patterns below are the
 * only import forms the codebase uses (Prettier writes them one way), and reading 500 files this way takes 50 ms.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js']
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/
const IMPORT = new RegExp(
  [
    String.raw`(?:^|\n)\s*(?:import|export)\s[^'";]*?\sfrom\s+['"]([^'"]+)['"]`,
    String.raw`(?:^|\n)\s*import\s+['"]([^'"]+)['"]`,
    String.raw`\bimport\(\s*['"]([^'"]+)['"]\s*\)`,
  ].join('|'),
  'g',
)

/** Every source file under `dir` (relative to the project root), test files left out. */
export function sourceFiles(dir = 'src') {
  const out = []
  const walk = (d) => {
    for (const entry of readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = `${d}/${entry.name}`
      if (entry.isDirectory()) walk(rel)
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
    }
  }
  walk(dir)
  return out.sort()
}

/** The project file (relative to the root) an import names, or undefined for a package. */
export function resolveImport(fromFile, source) {
  let base
  if (source.startsWith('@/')) base = path.join(root, 'src', source.slice(2))
  else if (source.startsWith('.')) base = path.resolve(path.dirname(path.join(root, fromFile)), source)
  else return undefined
  const stem = base.replace(/\.(js|mjs)$/, '')
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile())
  return hit && path.relative(root, hit).split(path.sep).join('/')
}

/** Map of file → the local files it imports. */
export function importGraph(dir = 'src') {
  const graph = new Map()
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const targets = new Set()
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3])
      if (target && target !== file && !TEST.test(target)) targets.add(target)
    }
    graph.set(file, [...targets].sort())
  }
  return graph
}

/** The import circles: strongly connected components of more than one file (Tarjan), each sorted. */
export function importCycles(graph) {
  let index = 0
  const stack = []
  const info = new Map()
  const cycles = []
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true })
    index++
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!info.has(w)) {
        visit(w)
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low)
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index)
    }
    if (info.get(v).low === info.get(v).index) {
      const component = []
      let w
      do {
        w = stack.pop()
        info.get(w).onStack = false
        component.push(w)
      } while (w !== v)
      if (component.length > 1) cycles.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!info.has(v)) visit(v)
  return cycles
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(importGraph())
  for (const c of cycles) console.log(`circle of ${c.length}: ${c.join(', ')}`)
  console.log(`${cycles.length} import circles`)
  process.exitCode = cycles.length ? 1 : 0
}
