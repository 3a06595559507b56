/**
 * Next.js calls register() once per server process before it serves requests. The database is opened, migrated and
 * seeded here, never during `next build` (docs/design.md, platform fact "No database in next build").
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { boot } = await import('./server/runtime/boot')
  await boot()
}
