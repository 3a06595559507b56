import type { LinkItem } from '@/content/types'
import { ButtonLink } from '@/components/ui/button'
import { StatePanel } from './state-panel'

/**
 * Whole-page states of the catalogue routes (products index, category listing, product detail): the navigation
 * loading screens, not-found.tsx and error.tsx render these with their own copy, so the three routes look and
 * behave alike (docs/product.md §2.4 to §2.6 and §8).
 */

/** A whole-page state whose panel title is the page's h1 (not found, error). */
export function PageStatePanel(props: Omit<React.ComponentProps<typeof StatePanel>, 'as' | 'className'>) {
  return (
    <div className="container-content py-16 md:py-24">
      <StatePanel {...props} as="h1" />
    </div>
  )
}

/** The loading screen shown while a client-side navigation waits for the route (NavigationLoading). */
export function PageLoading({ title }: { title: string }) {
  return (
    // At least a screen tall: a short panel would pull the footer into view and push it out again with the page.
    <div className="container-content min-h-dvh py-16">
      <StatePanel kind="loading" title={title} as="p" className="border-none" />
    </div>
  )
}

/** The not-found.tsx page for an unknown slug: its title, a sentence and the way back. */
export function PageNotFound({ copy }: { copy: { title: string; text: string; back: LinkItem } }) {
  return (
    <PageStatePanel kind="notFound" title={copy.title} text={copy.text}>
      <ButtonLink href={copy.back.href}>{copy.back.label}</ButtonLink>
    </PageStatePanel>
  )
}
