export function siteGeneration(): number | undefined
export function bumpSiteGeneration(): void
export function setRevisionPolling(polling: boolean): void
