import 'server-only'

import { getSnapshot } from './snapshot'

/**
 * The current slug of the public product or category that used to be at `slug` (a renamed entity's old URL), or
 * undefined. Answered from the snapshot: a flood of unknown slugs costs no database reads.
 */
export async function currentSlugFor(entityType: 'product' | 'category', slug: string): Promise<string | undefined> {
  return (await getSnapshot()).redirects[entityType].get(slug)
}
