/** A sent quote request as its confirmation page and its PDF show it (src/server/quote/quote-list.ts reads it). */
export interface QuoteRequest {
  submissionId: string
  reference: string
  name: string
  email: string
  company: string | null
  phone: string | null
  message: string
  createdAt: Date
  items: { slug: string; name: string; quantity: number }[]
}
