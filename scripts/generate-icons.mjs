#!/usr/bin/env node
/**
 * `npm run icons:generate`: the lucide icons the public site uses, and its topographic contour motif, as one SVG sprite
 * (public/assets/icons-<hash>.svg: a `<symbol>` per icon), with src/components/ui/icons.tsx (a plain component per
 * icon that draws `<use href="sprite#name">`) and src/components/ui/icon-sprite.ts (the sprite's URL).
 *
 * Why a sprite (docs/decisions/037-icon-sprite.md): an icon's path data written into the page is sent twice, in the
 * HTML and in the RSC payload the page hydrates from, on every page; in the sprite it is downloaded once and cached
 * for a year. Why plain components, not lucide-react's: its Icon is a client component, which put lucide's runtime in
 * every page's JavaScript (decision 021). The path data comes from the installed lucide-react, so the sprite draws what
 * lucide draws; src/components/ui/icons.test.ts fails when they drift (run this after an upgrade, or to add an icon:
 * put its name in NAMES).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as lucide from 'lucide-react'

export const NAMES =
  `AlertTriangle Anchor ArrowRight Award BadgeCheck Building2 CalendarDays CalendarRange Check CheckCircle2
  ChevronDown ChevronLeft ChevronRight CircleAlert CircleCheck ClipboardList Clock Cpu Crosshair Download Drone
  FileQuestion FileText GitCompareArrows Globe GraduationCap Handshake Headset Info Layers ListPlus Loader2 Mail Map
  MapPin Menu MessageCircle MessageSquare MessageSquareQuote Mountain Network Package PackageSearch Pause Phone Plane
  Play Radar RefreshCw Route Rss Satellite ScanLine Search SearchX Send ShieldCheck Sprout Store Target Thermometer
  Timer Users Wrench X Zap`
    .split(/\s+/)
    .filter(Boolean)

/** lucide's data for one icon: its name and its child elements without React keys. */
export function iconData(name) {
  const component = lucide[name]
  if (!component) throw new Error(`lucide-react has no icon ${name}`)
  const { icon } = component.render({}, null).props
  return { name: icon.name, node: icon.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]) }
}

/**
 * lucide's data for the icons in NAMES, one per symbol: two names can be aliases of one icon (CheckCircle2 and
 * CircleCheck are both `circle-check`), and a sprite's ids must be unique.
 */
export function icons() {
  const byId = new Map()
  for (const name of NAMES) {
    const data = iconData(name)
    if (!byId.has(data.name)) byId.set(data.name, data)
  }
  return [...byId.values()]
}

/** The contour motif's view box (src/components/site/contour-pattern.tsx draws it with the same one). */
export const CONTOUR_VIEW_BOX = '0 0 1200 640'

/**
 * Topographic contour lines over a faint survey grid (docs/design.md "Brand", Imagery), computed from fixed
 * parameters, so every run writes the same sprite.
 */
export function contourNodes() {
  const hills = [
    { cx: 980, cy: 140, r: 420, rings: 9, phase: 0.6 },
    { cx: 180, cy: 560, r: 300, rings: 6, phase: 2.1 },
  ]
  const ringPath = (hill, scale) => {
    // 36 vertices with whole-pixel coordinates: smooth enough at this stroke width.
    const steps = 36
    const points = []
    for (let i = 0; i < steps; i++) {
      const t = (i / steps) * Math.PI * 2
      // Low-order harmonics give the irregular, nested shapes of real contour lines.
      const wobble = 1 + 0.13 * Math.sin(3 * t + hill.phase) + 0.07 * Math.sin(5 * t + hill.phase * 2) * scale
      const radius = hill.r * scale * wobble
      const x = hill.cx + radius * Math.cos(t)
      const y = hill.cy + radius * 0.72 * Math.sin(t)
      points.push(`${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`)
    }
    return `${points.join('')}Z`
  }
  // The grid: a hairline every 48 units (drawn as a 48-unit pattern tile before; lines rather than a pattern here, as
  // a symbol used from another file cannot count on its pattern ids).
  const grid = []
  for (let x = 0; x < 1200; x += 48) grid.push(`M${x} 0V640`)
  for (let y = 0; y < 640; y += 48) grid.push(`M0 ${y}H1200`)
  const nodes = [['path', { d: grid.join(''), 'stroke-opacity': '0.06', 'stroke-width': '1' }]]
  for (const hill of hills) {
    for (let k = 0; k < hill.rings; k++) {
      nodes.push([
        'path',
        {
          d: ringPath(hill, 1 - k / (hill.rings + 1)),
          'stroke-opacity': k % 4 === 0 ? '0.22' : '0.1',
          'stroke-width': k % 4 === 0 ? '1.5' : '1',
          'stroke-linejoin': 'round',
        },
      ])
    }
  }
  return nodes
}

const escapeXml = (value) => String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** React prop names (lucide's data) as SVG attribute names. */
const attributeName = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function element([tag, attrs]) {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeXml(value)}"`)
    .join('')
  return `<${tag}${attributes}/>`
}

/** The sprite: a symbol per icon (its id is lucide's name), and `contours`. Strokes come from the `<svg>` using it. */
export function sprite() {
  const symbols = icons().map(
    ({ name: id, node }) => `<symbol id="${id}" viewBox="0 0 24 24">${node.map(element).join('')}</symbol>`,
  )
  symbols.push(`<symbol id="contours" viewBox="${CONTOUR_VIEW_BOX}">${contourNodes().map(element).join('')}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..')
  const assets = path.join(root, 'public', 'assets')
  const svg = sprite()
  const file = `icons-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`
  mkdirSync(assets, { recursive: true })
  for (const old of readdirSync(assets)) if (/^icons-[0-9a-f]+\.svg$/.test(old)) rmSync(path.join(assets, old))
  writeFileSync(path.join(assets, file), svg)

  const ui = path.join(root, 'src', 'components', 'ui')
  const ids = icons()
    .map(({ name }) => `  | '${name}'`)
    .join('\n')
  writeFileSync(
    path.join(ui, 'icon-sprite.ts'),
    `// Generated by scripts/generate-icons.mjs: do not edit by hand.
/** The sprite the site's icons point into (public/assets/, a content hash in its name, cached for a year). */
export const ICON_SPRITE = '/assets/${file}'

/** The sprite's icon symbols (lucide's names). */
export type IconSymbol =
${ids}
`,
  )
  const lines = NAMES.map((name) => `export const ${name} = /* @__PURE__ */ icon('${iconData(name).name}')`)
  writeFileSync(
    path.join(ui, 'icons.tsx'),
    `// Generated by scripts/generate-icons.mjs from lucide-react: do not edit by hand.
import { icon } from './icon-svg'

export type { IconComponent as LucideIcon, IconProps as LucideProps } from './icon-svg'

${lines.join('\n')}
`,
  )
  console.log(
    `wrote public/assets/${file} (${svg.length} bytes) and ${NAMES.length} icons to src/components/ui/icons.tsx`,
  )
}
