/**
 * Where the site's content images may come from: its own files under /images/ (shipped with the site) and
 * /uploads/images/ (uploads, which pass the upload checks and get renditions). A path is normalised first, its dot
 * segments resolved as a browser resolves them before it asks, so "/images/../admin" is taken for what a browser would
 * fetch (a page of the staff panel) and refused; "/images/news/./a.svg" is kept as "/images/news/a.svg".
 */
const IMAGE_PATH = /^\/(?:uploads\/images|images)\/[A-Za-z0-9._/-]{1,200}$/

/** The image source normalised, or null when it is not one of the site's own images. */
export function siteImageSrc(value: string): string | null {
  if (!/^\/[A-Za-z0-9._/-]{1,220}$/.test(value)) return null
  const segments: string[] = []
  for (const segment of value.slice(1).split('/')) {
    // An empty segment ("//") is a different path to a server, not one to guess at.
    if (segment === '') return null
    if (segment === '.') continue
    if (segment === '..') {
      if (segments.pop() === undefined) return null
      continue
    }
    segments.push(segment)
  }
  const path = `/${segments.join('/')}`
  return IMAGE_PATH.test(path) ? path : null
}
