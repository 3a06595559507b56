import { describe, expect, it } from 'vitest'

import { checkProduct, firstNestedError, type Values } from './form'

const product: Values = {
  slug: 'r12-gnss',
  name: 'R12',
  category: 'gnss-receivers',
  title: 'R12 GNSS receiver',
  images: [{ source: '0123456789abcdef01234567.png', alt: 'The R12' }],
}

describe('checkProduct (the save action’s schema, in the browser)', () => {
  it('parses a valid product, blank lines left out', () => {
    const checked = checkProduct({ ...product, key_features: ['Tilt', ' ', ''] })
    expect(checked.errors).toBeNull()
    expect('data' in checked && checked.data.key_features).toEqual(['Tilt'])
  })

  it('names each refused field by its form path, in the editor’s words', () => {
    const { errors } = checkProduct({
      ...product,
      title: '',
      sort_order: Number.NaN,
      images: [],
      downloads: [{ name: '', type: 'PDF', generate: 'datasheet' }],
    })
    expect(errors).toMatchObject({
      title: 'Required',
      sort_order: 'Enter a number',
      images: 'add at least one image',
      'downloads.0.name': 'Required',
    })
  })

  it('reads the first error of a list of lines as "Line n"', () => {
    expect(firstNestedError({ 'features.3': 'too long', 'features.1': 'empty' }, 'features')).toBe('Line 2: empty')
    expect(firstNestedError({ 'key_features.0': 'x' }, 'features')).toBeUndefined()
  })
})
