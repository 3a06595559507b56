import { describe, expect, it } from 'vitest'

import { metaSummary } from './meta-text'

describe('metaSummary', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(metaSummary('Short  text.')).toBe('Short text.')
    const long = 'word '.repeat(60)
    const cut = metaSummary(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
