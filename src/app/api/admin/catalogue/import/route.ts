import { getEnv } from '@/env'
import { requireStaffApi } from '@/server/staff/auth'
import { readUpload, transferErrorResponse } from '@/server/catalogue/editor/transfer-http'
import { stageImport } from '@/server/catalogue/editor/transfer'

/**
 * The dry run: the request body is the zip. Answers what applying it would change and a token to apply it with;
 * writes nothing to the catalogue.
 */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  try {
    const archive = await readUpload(request)
    const staged = await stageImport(archive, { dataDir: getEnv().DATA_DIR, owner: user.id })
    return Response.json(staged, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    return transferErrorResponse(err)
  }
}
