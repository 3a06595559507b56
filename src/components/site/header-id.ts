/**
 * An empty element closing the site header: the document's head asks the browser not to paint before it is parsed
 * (inline-site-css.tsx). Chromium lifts the block once the element is inserted, not when its children are parsed, so
 * the marker is the header's last child rather than the header itself.
 */
export const SITE_HEADER_END_ID = 'site-header-end'
