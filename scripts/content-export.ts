/** npm run content:export [-- <file.json>]: the site's content in the seed's format (docs/content.md). */
import { writeFile } from 'node:fs/promises'

import { exportContent } from '../src/server/content/transfer'
import { withDatabase } from './cli'

const out = process.argv[2] ?? `content-export-${new Date().toISOString().slice(0, 10)}.json`
await withDatabase(async ({ db }) => {
  const content = await exportContent(db)
  await writeFile(out, `${JSON.stringify(content, null, 2)}\n`)
  console.log(`wrote ${content.entries.length} content entries to ${out}`)
})
