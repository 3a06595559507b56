import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// @ts-expect-error: a plain .mjs script without type declarations
import { NAMES, sprite } from '../../../scripts/generate-icons.mjs'
import { ICON_SPRITE } from './icon-sprite'
import * as icons from './icons'

/** lucide-react's markup without its alias classes (`lucide-loader-2` beside `lucide-loader-circle`). */
function lucideMarkup(name: string, props: Record<string, unknown>): string {
  const html = renderToStaticMarkup(createElement(lucide[name as keyof typeof lucide] as React.ElementType, props))
  return html.replace(/class="([^"]*)"/, (_m, classes: string) => {
    const [base, main, ...rest] = classes.split(' ')
    return `class="${[base, main, ...rest.filter((c) => !c.startsWith('lucide-'))].join(' ')}"`
  })
}

const served = readFileSync(path.join(process.cwd(), 'public', ICON_SPRITE), 'utf8')

/** The symbols of the served sprite, by id: their content as markup. */
const symbols = new Map(
  [...served.matchAll(/<symbol id="([^"]+)" viewBox="[^"]+">([\s\S]*?)<\/symbol>/g)].map(([, id, body]) => [
    id!,
    body!.replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>'),
  ]),
)

/** Our icon's markup with its `<use>` replaced by the symbol it points at. */
function drawn(html: string): string {
  return html.replace(/<use href="([^"#]+)#([^"]+)"><\/use>/, (_m, file: string, id: string) => {
    expect(file).toBe(ICON_SPRITE)
    const body = symbols.get(id)
    if (body === undefined) throw new Error(`no symbol ${id} in ${ICON_SPRITE}`)
    return body
  })
}

describe('the site icons are drawn exactly as lucide-react draws them', () => {
  it('exports every generated name', () => {
    expect(Object.keys(icons).sort()).toEqual([...(NAMES as string[])].sort())
  })

  it('serves the sprite the generator writes (run `npm run icons:generate` after changing NAMES)', () => {
    expect(served).toBe(sprite())
  })

  it('has each symbol once (aliases such as CheckCircle2 and CircleCheck share one)', () => {
    const ids = [...served.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids.length).toBe(new Set(ids).size)
    expect(ids).toContain('circle-check')
  })

  it.each(NAMES as string[])('%s', (name) => {
    const ours = icons[name as keyof typeof icons] as React.ElementType
    for (const props of [{}, { className: 'size-4 text-navy-700' }, { 'aria-label': 'Label', size: 16 }]) {
      expect(drawn(renderToStaticMarkup(createElement(ours, props)))).toBe(lucideMarkup(name, props))
    }
  })
})
