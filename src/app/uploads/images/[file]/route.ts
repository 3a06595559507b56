import { serveUpload } from '@/server/http/uploads'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveUpload('images', (await params).file, { method: request.method, request })
}
