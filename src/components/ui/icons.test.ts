import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// @ts-expect-error: a plain .mjs script without type declarations
import { NAMES } from '../../../scripts/generate-icons.mjs'
import * as icons from './icons'

/** lucide-react's markup without its alias classes (`lucide-loader-2` beside `lucide-loader-circle`). */
function lucideMarkup(name: string, props: Record<string, unknown>): string {
  const html = renderToStaticMarkup(createElement(lucide[name as keyof typeof lucide] as React.ElementType, props))
  return html.replace(/class="([^"]*)"/, (_m, classes: string) => {
    const [base, main, ...rest] = classes.split(' ')
    return `class="${[base, main, ...rest.filter((c) => !c.startsWith('lucide-'))].join(' ')}"`
  })
}

describe('the site icons are drawn exactly as lucide-react draws them', () => {
  it('exports every generated name', () => {
    expect(Object.keys(icons).sort()).toEqual([...(NAMES as string[])].sort())
  })

  it.each(NAMES as string[])('%s', (name) => {
    const ours = icons[name as keyof typeof icons] as React.ElementType
    for (const props of [{}, { className: 'size-4 text-navy-700' }, { 'aria-label': 'Label', size: 16 }]) {
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(lucideMarkup(name, props))
    }
  })
})
