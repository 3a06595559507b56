import { z } from 'zod'

import { getEnv } from '@/env'
import { editorContext } from '@/server/catalogue/editor/context'
import { requireStaffApi } from '@/server/staff/auth'
import { checkSameOrigin, readApplyBody, transferErrorResponse } from '@/server/catalogue/editor/transfer-http'
import { applyImport, TransferError } from '@/server/catalogue/editor/transfer'
import { companyDetails } from '@/server/documents/company'

const applySchema = z.strictObject({ token: z.string().regex(/^[0-9a-f]{32}$/) })

/** Applies a dry-run upload (by its token) with the import's own code, inside this server. */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const ctx = editorContext(user)
  try {
    checkSameOrigin(request)
    const body = applySchema.safeParse(await readApplyBody(request))
    if (!body.success) throw new TransferError('Expected { "token": "…" } from a dry run.', 400)
    const result = await applyImport(body.data.token, {
      ...ctx,
      dataDir: getEnv().DATA_DIR,
      company: await companyDetails(),
    })
    return Response.json({ result }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    return transferErrorResponse(err)
  }
}
