/**
 * The words of a priced quotation's PDF (docs/decisions/048-money-and-numbering.md), sent to the customer in their
 * language. Amounts and dates are formatted by the document; the functions here place them in a sentence.
 */
export const quotationPdf = {
  title: 'Quotation',
  number: 'Quotation no.',
  revision: 'Revision',
  issuedOn: 'Date',
  validUntil: 'Valid until',
  to: 'Prepared for',
  preparedBy: 'Prepared by',
  items: 'Items',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  discount: 'Discount',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discountTotal: 'Discounts',
  total: 'Total (USD)',
  afnEquivalent: (rate: string, date: string) => `Equivalent in afghanis at ${rate} AFN per USD, the rate of ${date}`,
  keySpecifications: 'Key specifications',
  terms: 'Terms',
  delivery: 'Delivery',
  payment: 'Payment',
  warranty: 'Warranty',
  notes: 'Notes',
  offices: 'Our offices',
  validity: (validUntil: string) => `Valid until ${validUntil}.`,
  footer: (validUntil: string) =>
    `Prices are in US dollars and valid until ${validUntil}. The afghani figure is an equivalent for information; ` +
    'the amount due is the total in US dollars.',
} as const
