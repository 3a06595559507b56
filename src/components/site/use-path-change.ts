'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

/**
 * Runs `onChange` when the URL path changes (a link followed, back/forward): the header menus close on navigation.
 * It adjusts state during render rather than in an effect, so the menu is already closed in the render that shows
 * the new page (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
 * `onChange` may only set state of the calling component.
 */
export function usePathChange(onChange: () => void) {
  const pathname = usePathname()
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    onChange()
  }
}
