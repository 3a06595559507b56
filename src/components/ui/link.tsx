import NextLink from 'next/link'

/**
 * The site's link: Next.js client navigation, without prefetching routes as links scroll into view. Many visitors
 * pay per megabyte (DESIGN.md "Who it is for"); viewport prefetching fetched route data and scripts for every
 * visible link on a page, most of which are never followed (docs/decisions/005-no-viewport-prefetch.md).
 * A page that knows a link is likely (e.g. "next page") can still pass `prefetch`.
 */
export function Link({ prefetch = false, ...props }: React.ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
