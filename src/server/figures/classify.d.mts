export function siteDay(at?: number): string
export function splitLocale(path: string): { locale: string; rest: string }
export function pageOf(path: string): { pageKind: string; subject: string | null; path: string; locale: string } | null
export function deviceOf(ua: string | null | undefined): string
export function referrerHost(referer: string | null | undefined, ownHost: string | null | undefined): string | null
export function campaignOf(query: string): {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}
export function normaliseQuery(q: string): string
