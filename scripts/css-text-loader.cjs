/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs webpack loaders as CommonJS modules. */
/**
 * A Turbopack loader (next.config.ts, `*.inline.css`): compiles a stylesheet with Tailwind, as the build does for an
 * imported stylesheet, and exports the result as a string, so the server can write it into the page inside a
 * `<style nonce>` (docs/decisions/035-inline-site-css.md). With `{ empty: true }` (the browser bundle) it exports an
 * empty string: the text is only ever needed while the server renders HTML.
 */
const postcss = require('postcss')
const tailwindcss = require('@tailwindcss/postcss')

module.exports = function cssTextLoader(source) {
  const callback = this.async()
  const options = (this.getOptions ? this.getOptions() : this.query) || {}
  if (options.empty) return callback(null, 'export default ""\n')
  const production = process.env.NODE_ENV === 'production'
  postcss([tailwindcss({ optimize: production ? { minify: true } : false })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      // Rebuild when an imported stylesheet or a scanned source changes (`next dev`).
      for (const message of result.messages) {
        if (message.type === 'dependency' && this.addDependency) this.addDependency(message.file)
        if (message.type === 'dir-dependency' && this.addContextDependency) this.addContextDependency(message.dir)
      }
      callback(null, `export default ${JSON.stringify(result.css)}\n`)
    }, callback)
}
