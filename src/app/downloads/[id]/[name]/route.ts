import { libraryDownload } from '@/server/library/downloads'

export const dynamic = 'force-dynamic'

/** A support library file (docs/decisions/091-download-ranges.md): ranges, ETag, Repr-Digest; 410 once withdrawn. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const { id, name } = await params
  return libraryDownload(request, id, name)
}
