/** 404 page (docs/product.md §2.12 and §8). */
import { routes } from '@/lib/routes'
import type { LinkItem } from './types'

/** 404 page copy; the title is also what the page logs (docs/product.md §2.12). */
export const notFoundPage = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you asked for does not exist or has moved. Check the address, or start again from the home page.',
  home: { label: 'Return to Home', href: routes.home } satisfies LinkItem,
  meta: { title: 'Page not found' },
} as const

/** Error pages (src/app/error.tsx, global-error.tsx): shown when a page fails to render. */
export const errorPage = {
  title: 'Something went wrong',
  text:
    'This page could not be shown. Try again in a moment; if it keeps happening, call or write to us ' +
    'and we will help directly.',
  retry: 'Try again',
  home: notFoundPage.home,
  /** Shown with the error's reference so support can find the server log line. */
  reference: (digest: string) => `Reference: ${digest}`,
} as const
