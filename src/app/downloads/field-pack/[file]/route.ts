import { fieldPackResponse } from '@/server/library/field-pack-http'

export const dynamic = 'force-dynamic'

/** A product's field pack, `{slug}.zip` or `{slug}.fa.zip` (docs/decisions/092-field-pack.md). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return fieldPackResponse(request, file)
}
