/** npm run db:migrate: applies the checked-in migrations (the server also does this at start-up). */
import { withDatabase } from './cli'

await withDatabase(async (handle) => {
  console.log(`Migrations applied (${handle.kind}).`)
})
