/** The site stylesheet compiled to text (next.config.ts, scripts/css-text-loader.cjs): empty in the browser bundle. */
declare module '@/app/site.inline.css' {
  const css: string
  export default css
}
