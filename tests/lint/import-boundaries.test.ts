/**
 * The import-boundary lint rules (eslint/import-boundaries.mjs) still catch what they are for: each fixture breaks
 * one boundary and must get exactly that error from the project's own ESLint configuration, and the allowed
 * crossings (a page reading the catalogue, a client component calling a server action) must stay clean. Without
 * this, a config change could switch the rules off and `npm run lint` would go on passing.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The boundary rule ids ESLint reports for `code` as if it were the file at `file` (nothing is written). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages
    .filter((m) => m.severity === 2)
    .map((m) => m.ruleId ?? `fatal: ${m.message}`)
    .filter((id) => id.startsWith('boundaries/') || id.startsWith('fatal'))
}

describe('browser-side code imports no server code', () => {
  it('a client component under src/app may not read the catalogue', async () => {
    const code = `'use client'\nimport { listProducts } from '@/server/catalogue'\nexport const x = listProducts\n`
    expect(await boundaryErrors('src/app/[locale]/fixture-client.tsx', code)).toEqual([
      'boundaries/client-imports-no-server',
    ])
  })

  it('a client component may not import a module marked server-only, even outside src/server', async () => {
    const code = [
      `'use client'`,
      `import { loadCategory } from '@/app/[locale]/products/category/[slug]/category-data'`,
      `export const x = loadCategory`,
    ].join('\n')
    expect(await boundaryErrors('src/app/[locale]/fixture-client.tsx', code)).toEqual([
      'boundaries/client-imports-no-server',
    ])
  })

  it('shared lib code may not use Node built-ins, request headers or the server environment', async () => {
    const code = [
      `import { readFileSync } from 'node:fs'`,
      `import { headers } from 'next/headers'`,
      `import { getEnv } from '@/env'`,
      `export const x = [readFileSync, headers, getEnv]`,
    ].join('\n')
    expect(await boundaryErrors('src/lib/fixture.ts', code)).toEqual([
      'boundaries/client-imports-no-server',
      'boundaries/client-imports-no-server',
      'boundaries/client-imports-no-server',
    ])
  })

  it('a client component may call a server action, and a page may read the catalogue', async () => {
    const client = [
      `'use client'`,
      `import { submitContactForm } from '@/actions/contact'`,
      `export const x = submitContactForm`,
    ].join('\n')
    expect(await boundaryErrors('src/app/[locale]/contact/fixture-form.tsx', client)).toEqual([])
    const types = `'use client'\nimport type { Product } from '@/server/catalogue'\nexport type X = Product\n`
    expect(await boundaryErrors('src/components/site/fixture-types.tsx', types)).toEqual([])
    const page = `import { listProducts } from '@/server/catalogue'\nexport const x = listProducts\n`
    expect(await boundaryErrors('src/app/[locale]/fixture-page.tsx', page)).toEqual([])
  })
})

describe('client components ship one locale of copy (docs/decisions/032-locales.md)', () => {
  it('a client component may not import the copy registry, the copy builders or a Dari or Pashto module', async () => {
    const code = [
      `'use client'`,
      `import { messages } from '@/content/messages'`,
      `import { productCardCopy } from '@/content/client-copy'`,
      `import { header } from '@/content/fa/navigation'`,
      `export const x = [messages, productCardCopy, header]`,
    ].join('\n')
    expect(await boundaryErrors('src/components/site/fixture-client.tsx', code)).toEqual([
      'boundaries/client-no-messages',
      'boundaries/client-no-messages',
      'boundaries/client-no-messages',
    ])
  })

  it('takes copy types, and a server component may read the registry', async () => {
    const client = [
      `'use client'`,
      `import type { ProductCardCopy } from '@/content/client-copy'`,
      `export type X = ProductCardCopy`,
    ].join('\n')
    expect(await boundaryErrors('src/components/site/fixture-client.tsx', client)).toEqual([])
    const server = `import { messages } from '@/content/messages'\nexport const x = messages\n`
    expect(await boundaryErrors('src/components/site/fixture-server.tsx', server)).toEqual([])
  })
})

describe('server modules import no client code', () => {
  it("a server module may not import a 'use client' component or a browser-only package", async () => {
    const code = [
      `import 'server-only'`,
      `import { CategoryListing } from '@/components/site/catalogue/category-listing'`,
      `import { createRoot } from 'react-dom/client'`,
      `export const x = [CategoryListing, createRoot]`,
    ].join('\n')
    expect(await boundaryErrors('src/server/fixture.ts', code)).toEqual([
      'boundaries/server-imports-no-client',
      'boundaries/layers',
      'boundaries/server-imports-no-client',
    ])
  })

  it('a server module may use the shared parameters module', async () => {
    const code = [
      `import 'server-only'`,
      `import { DEFAULT_SORT } from '@/lib/catalogue/product-list-params'`,
      `export const x = DEFAULT_SORT`,
    ].join('\n')
    expect(await boundaryErrors('src/server/fixture.ts', code)).toEqual([])
  })
})

describe('server modules are marked', () => {
  it("a module under src/server must start with import 'server-only'", async () => {
    const code = `import { sql } from 'drizzle-orm'\nexport const x = sql\n`
    expect(await boundaryErrors('src/server/fixture.ts', code)).toEqual(['boundaries/server-only-first'])
  })
})

describe('layers import one way', () => {
  const cases: [file: string, source: string][] = [
    ['src/lib/fixture.ts', '@/content/catalogue'],
    ['src/lib/fixture.ts', '@/components/ui/button'],
    ['src/lib/fixture.ts', '@/app/inline-site-css'],
    ['src/content/fixture.ts', '@/actions/quote'],
    ['src/components/site/fixture.tsx', '@/app/inline-site-css'],
    ['src/actions/fixture.ts', '@/components/ui/button'],
  ]
  it.each(cases)('%s may not import %s, not even a type', async (file, source) => {
    const code = `import type { X } from '${source}'\nexport type Y = X\n`
    expect(await boundaryErrors(file, code)).toEqual(['boundaries/layers'])
  })

  it('a server module may not import a page module or a server action', async () => {
    const code = [
      `import 'server-only'`,
      `import { addToQuote } from '@/actions/quote'`,
      `import type { Metadata } from '@/app/[locale]/about/page'`,
      `export const x = addToQuote`,
      `export type M = Metadata`,
    ].join('\n')
    expect(await boundaryErrors('src/server/fixture.ts', code)).toEqual(['boundaries/layers', 'boundaries/layers'])
  })

  it('the lower layers stay open: a component may call an action, copy may use lib, a page anything', async () => {
    expect(
      await boundaryErrors(
        'src/components/site/fixture.tsx',
        `import { addToQuote } from '@/actions/quote'\nexport const x = addToQuote\n`,
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'src/content/fixture.ts',
        `import { routes } from '@/lib/routes'\nexport const x = routes\n`,
      ),
    ).toEqual([])
    expect(
      await boundaryErrors('src/app/fixture.ts', `import { routes } from '@/lib/routes'\nexport const x = routes\n`),
    ).toEqual([])
  })
})

describe('server folders import one way', () => {
  it('a folder may not import one above it, nor a sibling on its tier (type-only imports included)', async () => {
    const upward = [
      `import 'server-only'`,
      `import { getSnapshot } from '@/server/catalogue/snapshot'`,
      `import type { ContentSnapshot } from '../content/snapshot'`,
      `export const x = getSnapshot`,
      `export type C = ContentSnapshot`,
    ].join('\n')
    expect(await boundaryErrors('src/server/content/fixture.ts', upward)).toEqual(['boundaries/server-folders'])
    expect(await boundaryErrors('src/server/db/fixture.ts', upward)).toEqual([
      'boundaries/server-folders',
      'boundaries/server-folders',
    ])
    const sibling = `import 'server-only'\nimport { mediaStore } from '@/server/storage'\nexport const x = mediaStore\n`
    expect(await boundaryErrors('src/server/revision/fixture.ts', sibling)).toEqual(['boundaries/server-folders'])
  })

  it('a folder with no tier is refused until it is given one', async () => {
    const code = `import 'server-only'\nimport { getDb } from '@/server/db/client'\nexport const x = getDb\n`
    expect(await boundaryErrors('src/server/newfolder/fixture.ts', code)).toEqual(['boundaries/server-folders'])
  })

  it('a folder may import any folder on a lower tier, and its own files', async () => {
    const code = [
      `import 'server-only'`,
      `import { getContent } from '@/server/content/snapshot'`,
      `import { getDb } from '@/server/db/client'`,
      `import { getSnapshot } from './snapshot'`,
      `export const x = [getContent, getDb, getSnapshot]`,
    ].join('\n')
    expect(await boundaryErrors('src/server/catalogue/fixture.ts', code)).toEqual([])
  })
})
