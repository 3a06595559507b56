import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { backupSettings, parseBackupFileName } from '@/server/backups'
import { jsonError } from '@/server/http/http'
import { requireStaffApi } from '@/server/staff/auth'

/** GET /api/admin/backups/{file}: one backup file from the backup folder, for owners (a file transfer). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const user = await requireStaffApi('backups')
  if (user instanceof Response) return user
  const { name } = await params
  if (!parseBackupFileName(name)) return jsonError(400, 'Not a backup file name.')
  const file = path.join(backupSettings().dir, name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return jsonError(404, 'No such backup in the backup folder.')
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': name.endsWith('.age') ? 'application/octet-stream' : 'application/x-tar',
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
