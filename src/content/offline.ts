/**
 * Copy of the service worker's pages (docs/decisions/023-offline-service-worker.md): the "saved copy" notice on a page
 * served from the browser's cache, and the offline page listing the saved pages. The worker composes both itself (it
 * has no server to ask), so the copy is plain text and the times are formatted in the visitor's own time zone.
 */
export const offlineCopy = {
  /** On a page served from the cache because the network failed or took longer than a few seconds. */
  savedCopy: (savedAt: string) =>
    `Saved copy from ${savedAt}. You are offline or the connection is slow, so this page may be out of date.`,
  page: {
    title: 'You are offline',
    documentTitle: 'Offline',
    text:
      'This page could not be loaded and no copy of it is saved on this device. Pages you have opened before ' +
      'are kept here and open without a connection.',
    savedHeading: 'Saved on this device',
    /** After each saved page's title. */
    savedAt: (savedAt: string) => `saved ${savedAt}`,
    nothingSaved: 'No pages are saved on this device yet: pages you open while connected are kept for later.',
    retry: 'Try again',
    home: 'Home page',
    /** Documents the visitor chose to keep on a product's support page ("Keep on this device"). */
    keptHeading: 'Documents kept on this device',
    /** After each kept document's title: its size. */
    keptSize: (size: string) => `kept, ${size}`,
  },
} as const
