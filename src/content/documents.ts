/**
 * The words printed by the PDF generators (src/server/documents, docs/decisions/034-arabic-script-pdfs.md): the frame
 * of every page (footer, revision), the datasheet's sections and the markdown documents' cover, and the fixed words of
 * the catalogue-wide specifications summary. The documents' own titles live with their pages (comparePdf, quotePdf,
 * productsIndexExtras.specificationsDocument). Dari and Pashto: ./fa/documents.ts and ./ps/documents.ts.
 *
 * Dates are passed as dates: English prints the ISO date as it always has; Dari and Pashto print the Solar Hijri
 * date with the Gregorian one beside it.
 */

export const documentLabels = {
  /** Footer, right: "Page 2 / 5". */
  page: (page: number, total: number) => `Page ${page} / ${total}`,
  /** Footer small print: the revision date. */
  revision: (issued: Date) => `Rev. ${issued.toISOString().slice(0, 10)}`,
  datasheet: {
    /** Right of the first page's band (set in capitals in English). Not `kind`: that key is structure (types.ts). */
    bandTitle: 'Datasheet',
    /** Right of the later pages' band. */
    running: (product: string) => `${product}  ·  DATASHEET`,
    /** Document title (metadata) and the footer's document line. */
    title: (product: string) => `${product} datasheet`,
    /** Search keyword in the metadata. */
    keyword: 'datasheet',
    disclaimer: 'Specifications subject to change without notice.',
    /** The eyebrow above the name; catalogue series names are written either way ("Polaris" or "K8 Series"). */
    series: (series: string) => (/\bseries$/i.test(series) ? series : `${series} series`),
    overview: 'Overview',
    keyFeatures: 'Key features',
    description: 'Description',
    specifications: 'Specifications',
    /** After a specification group's name when its table continues on the next page. */
    continued: '(continued)',
    applications: 'Applications',
    ordering: 'Ordering information',
    priceOnQuotation: 'Price on quotation: contact our sales team for pricing, configurations and delivery times.',
    /** `price` is already formatted ("US$ 1,250"). */
    listPrice: (price: string) =>
      `List price ${price}, excluding taxes and delivery. ` +
      'Contact our sales team for configurations and project pricing.',
    /** Before the sales contacts in the ordering box. */
    sales: 'Sales',
  },
  document: {
    /** Right of the first page's band of a typeset markdown document (manuals, summaries). */
    bandTitle: 'Documentation',
    disclaimer: 'Subject to change without notice.',
    /** The cover's four cells, written as printed (small capitals). */
    product: 'PRODUCT',
    revision: 'REVISION',
    issuedBy: 'ISSUED BY',
    contact: 'CONTACT',
    /** The cover's revision cell. */
    revisionDate: (issued: Date) => issued.toISOString().slice(0, 10),
  },
  /** The catalogue-wide specifications summary ("Download Specifications"). */
  specifications: {
    otherProducts: 'Other products',
    category: 'Category',
    series: 'Series',
    price: 'Price',
    specification: 'Specification',
    value: 'Value',
  },
  /** The quote request summary: when it was received (UTC in English). */
  quoteReceived: (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
} as const
