'use client'

import { useEffect, useState } from 'react'

import { slugify } from '@/lib/catalogue/slugify'
import { checkSlugAction } from '../actions'
import type { ProductForm } from './use-product-form'

/**
 * The slug follows the name until edited by hand (a new product) and is checked for uniqueness as it is typed;
 * the save checks again.
 */
export function useSlugCheck(form: ProductForm, productId: number | null) {
  const [slugEdited, setSlugEdited] = useState(productId !== null)
  const slug = form.values.slug
  const [slugState, setSlugState] = useState<{ slug: string; text: string; taken: boolean } | null>(null)
  useEffect(() => {
    if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return
    let current = true
    const timer = setTimeout(async () => {
      try {
        const result = await checkSlugAction(slug, productId)
        if (!result || !current) return
        setSlugState({
          slug,
          taken: !result.available,
          text: result.available
            ? `Available: the page will be /product/${slug}`
            : `Already used by "${result.takenBy}". Try "${result.suggestion}".`,
        })
      } catch {
        // Offline: the save checks again.
      }
    }, 300)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [slug, productId])
  return {
    slugNote: slugState && slugState.slug === slug ? slugState : null,
    /** The name field's new text: the slug follows it while not edited by hand. */
    onNameText: (text: string) => {
      if (!slugEdited) form.set('slug', slugify(text))
    },
    onSlugText: () => setSlugEdited(true),
  }
}
