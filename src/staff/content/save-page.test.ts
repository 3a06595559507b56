import { describe, expect, it } from 'vitest'

import { pathLabel } from './save-page'

describe('a page conflict names the sections as the editor does', () => {
  it('gives the section label, with the language for a translation', () => {
    expect(pathLabel('home', 'fields.heroSlides')).toBe('Hero slides')
    expect(pathLabel('about', 'translations.fa.mission')).toBe('Dari: Mission')
    expect(pathLabel('mining', 'translations.ps.workflow')).toBe('Pashto: Workflow')
    // Paths outside the sections (the status, a schedule) are shown as they are.
    expect(pathLabel('about', 'status')).toBe('status')
  })
})
