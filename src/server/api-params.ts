import 'server-only'

import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import { BadRequestError } from './http'

/** Path segments of the public API: ids are positive whole numbers, slugs lowercase words joined by hyphens. */
export function parseIdSegment(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new BadRequestError('Invalid id', [{ path: 'id', message: 'id must be a positive whole number' }])
  }
  return Number(value)
}

export function parseSlugSegment(value: string): string {
  if (value.length > 100 || !SLUG_PATTERN.test(value)) {
    throw new BadRequestError('Invalid slug', [
      {
        path: 'slug',
        message: 'slug must be lowercase letters and digits joined by single hyphens (at most 100 characters)',
      },
    ])
  }
  return value
}

/** Path-only endpoints take no query parameters; anything given is a mistake worth reporting. */
export function rejectQuery(request: Request): void {
  const keys = [...new URL(request.url).searchParams.keys()]
  if (keys.length) {
    throw new BadRequestError('Invalid query parameters', [
      { path: keys.join(', '), message: `unknown parameter: ${[...new Set(keys)].join(', ')}` },
    ])
  }
}
