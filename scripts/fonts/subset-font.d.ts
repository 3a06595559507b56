/** The part of subset-font's API (2.9) that scripts/fonts/subset.ts uses; the package ships no types. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** OpenType layout features to keep (hb-subset --layout-features); by default all are kept. */
    keepFeatures?: string[]
    /** Pins an axis, or narrows its range (partial instancing of a variable font). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(buffer: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
}
