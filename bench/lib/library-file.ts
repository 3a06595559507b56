/**
 * For bench:downloads (bench/downloads.mjs): records a file already placed in the media store under `library/` as a
 * published firmware release of the K8 module, so /downloads/{id}/{name} serves it through the library's real path.
 * Usage: tsx --conditions=react-server bench/lib/library-file.ts <name> <bytes> <sha256>; prints the file's id.
 */
import { eq } from 'drizzle-orm'

import { libraryFiles, libraryReleases, libraryTargets, products } from '../../src/server/db/schema'
import { writeLibrary } from '../../src/server/library/changes'
import { withDatabase } from '../../scripts/cli'

const [name, bytes, sha256] = process.argv.slice(2)
if (!name || !bytes || !sha256) {
  console.error('Usage: library-file.ts <name> <bytes> <sha256>')
  process.exit(2)
}

await withDatabase(async ({ db }) => {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'k8-gnss-module'))
  if (!product) throw new Error('the seed catalogue has no k8-gnss-module')
  const id = await writeLibrary(async (tx) => {
    const [release] = await tx
      .insert(libraryReleases)
      .values({
        kind: 'firmware',
        title: 'Benchmark firmware',
        version: `bench-${Date.now()}`,
        releaseDate: new Date().toISOString().slice(0, 10),
        status: 'current',
        published: true,
        publishedAt: new Date(),
        languages: ['en'],
      })
      .returning({ id: libraryReleases.id })
    await tx.insert(libraryTargets).values({ releaseId: release!.id, productId: product.id })
    const [file] = await tx
      .insert(libraryFiles)
      .values({
        releaseId: release!.id,
        storageKey: `library/${name}`,
        fileName: name,
        position: 0,
        bytes: Number(bytes),
        sha256,
        contentType: 'application/octet-stream',
      })
      .returning({ id: libraryFiles.id })
    return file!.id
  }, db)
  console.log(id)
})
