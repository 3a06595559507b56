/**
 * Comparison copy (decision 031): the "Compare" controls, the /compare page and its PDF.
 */
export const compareControls = {
  compare: 'Compare',
  compareNamed: (product: string) => `Compare ${product}`,
} as const

export const comparePage = {
  meta: {
    title: 'Compare Products',
    description: 'Compare up to four instruments side by side: price, key features and every specification.',
  },
  title: 'Compare Products',
  titleWith: (names: readonly string[]) => `Compare ${names.join(', ')}`,
  intro: 'Up to four products side by side; rows that differ are highlighted. Share the link to show the same view.',
  breadcrumb: 'Compare',
  emptyTitle: 'Nothing to compare yet',
  emptyText: 'Use “Compare” on any product to add it here (up to four).',
  oneText: 'Add another product to compare it with.',
  browse: 'Browse products',
  addMore: (left: number) => (left === 1 ? 'Add 1 more product' : `Add up to ${left} more products`),
  /** The table's caption (read by screen readers; visually hidden). */
  caption: 'Specifications of the compared products, one column per product',
  feature: 'Specification',
  price: 'Price',
  onQuotation: 'On quotation',
  keyFeatures: 'Key features',
  category: 'Category',
  notListed: '—',
  notListedLabel: 'not listed',
  differs: 'Differs',
  remove: 'Remove',
  removeNamed: (product: string) => `Remove ${product} from the comparison`,
  showDifferences: 'Show only differences',
  showAll: 'Show all rows',
  differencesOnlyNote: (hidden: number) =>
    hidden === 1 ? '1 identical row hidden.' : `${hidden} identical rows hidden.`,
  noDifferences: 'These products have the same values in every listed row.',
  unknown: (slugs: readonly string[]) =>
    `Not found in the catalogue (perhaps withdrawn): ${slugs.join(', ')}. The rest are compared below.`,
  pdf: 'Download PDF',
  share: 'Share on WhatsApp',
  shareText: (names: readonly string[], url: string) => `Comparison of ${names.join(', ')}: ${url}`,
  scrollHint: 'Scroll sideways to see every product.',
} as const

export const comparePdf = {
  title: 'Product comparison',
  subtitle: (n: number) => `${n} products side by side`,
  fileName: 'product-comparison.pdf',
} as const
