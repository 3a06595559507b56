export function siteGeneration(): number | undefined
export function bumpSiteGeneration(): void
export function setRevisionPolling(polling: boolean): void
export function serviceGeneration(): number | undefined
export function bumpServiceGeneration(): void
