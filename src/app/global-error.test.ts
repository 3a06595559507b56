/**
 * The global error page (src/app/global-error.tsx) loads its content lazily; rendered on the server, as Next renders
 * it when the root layout fails there, it is the whole page: its own document, the copy, Try again and the way home.
 */
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { errorPage } from '@/content/not-found'
import GlobalError from './global-error'

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

describe('the global error page', () => {
  it('renders its document and copy once the lazy part has loaded', async () => {
    const page = await html(createElement(GlobalError, { error: new Error('layout failed'), retry: () => {} }))
    expect(page).toMatch(/<html lang="en" dir="ltr">/)
    expect(page).toContain(`<h1 style="`)
    expect(page).toContain(errorPage.title)
    expect(page).toContain(errorPage.retry)
    expect(page).toMatch(new RegExp(`<a href="/" [^>]*>${errorPage.home.label}</a>`))
  })
})
