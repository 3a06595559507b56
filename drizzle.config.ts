import { defineConfig } from 'drizzle-kit'

// Generation only needs the schema; migrations are applied by the app at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
