import { describe, expect, it } from 'vitest'

import { badgeVariants } from './badge'
import { buttonVariants } from './button-base'

describe('button and badge classes', () => {
  it('default to the default variant and size, and append className', () => {
    expect(buttonVariants()).toMatch(/^inline-flex .* bg-navy-800 text-white hover:bg-navy-700 h-10 px-4 text-sm$/)
    const outline = buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })
    expect(outline).toMatch(/ border border-slate-300 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50 /)
    expect(outline).toMatch(/ h-12 px-6 text-base w-full$/)
  })

  it('leave a group out for null, as class-variance-authority did', () => {
    expect(buttonVariants({ variant: null, size: null })).toBe(buttonVariants().split(' bg-navy-800')[0])
    expect(badgeVariants({ variant: null })).not.toMatch(/bg-/)
    expect(badgeVariants()).toMatch(/ bg-slate-100 text-slate-700$/)
  })
})
