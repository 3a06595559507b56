export declare function preferredLocale(
  remembered: string | undefined,
  acceptLanguage: string | null | undefined,
): 'fa' | 'ps' | null
