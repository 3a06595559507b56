export declare function resolveClientAddress(
  peer: string | undefined | null,
  forwardedFor: string | undefined | null,
  hops: number,
): string
