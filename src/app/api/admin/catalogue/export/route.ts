import { getEnv } from '@/env'
import { exportArchive } from '@/server/catalogue/editor/transfer'
import { requireStaffApi } from '@/server/staff/auth'

/** The whole catalogue (inactive entries too) as a zip: catalogue.json and its images and documents (CLI format). */
export async function GET(): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const { stream, size, name } = await exportArchive({ dataDir: getEnv().DATA_DIR })
  return new Response(stream, {
    headers: {
      'Content-Length': String(size),
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
