import type { IncomingMessage, ServerResponse } from 'node:http'

export interface BufferedEvent {
  at: number
  day: string
  kind: string
  address: string
  agent: string
  path: string | null
  pageKind: string | null
  subject: string | null
  locale: string
  device: string
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  saveData: boolean
  query: string | null
  results: number | null
  count: number
}
export interface FiguresBuffer {
  enabled: boolean
  events: Map<string, BufferedEvent>
  bots: Map<string, number>
  dropped: number
  /** Per user agent: a known bot, its device class, the short id the buffer's keys carry. */
  agents: Map<string, { bot: boolean; device: string; id: string }>
  /** Per path: the public page view it is, or null. */
  views: Map<string, (Pick<BufferedEvent, 'kind' | 'path' | 'pageKind' | 'subject' | 'locale'> & { id: string }) | null>
}
type HeaderSource = Headers | Record<string, string | string[] | undefined>
export const BUFFER_LIMIT: number
export function figuresBuffer(): FiguresBuffer
export function setCounting(on: boolean): boolean
export function drainFigures(): { events: BufferedEvent[]; bots: Map<string, number> }
export function optedOut(headers: HeaderSource): boolean
export function isBotRequest(headers: HeaderSource): boolean
export function bufferEvent(event: Omit<BufferedEvent, 'count' | 'day' | 'at' | 'device'> & { at?: number }): void
export function refererPage(headers: HeaderSource): { path: string | null; locale: string }
export function countResponse(req: IncomingMessage, res: ServerResponse, addressOf: () => string): void
export function countEvent(
  headers: Headers,
  address: string,
  event: {
    kind: string
    path?: string | null
    subject?: string | null
    locale?: string
    query?: string | null
    results?: number | null
  },
): void
