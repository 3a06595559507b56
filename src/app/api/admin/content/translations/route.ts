import { exportPo, poFileName, type ExportScope, type TranslationLocale } from '@/server/content/po'
import { jsonError } from '@/server/http/http'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * A language's translation file (PO, docs/decisions/045-translation-files-po.md):
 * `?locale=fa|ps&scope=todo|all`, todo being what is untranslated or whose English changed.
 */
export async function GET(request: Request): Promise<Response> {
  const user = await requireStaffApi('content')
  if (user instanceof Response) return user
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const scope = params.get('scope') ?? 'todo'
  if (locale !== 'fa' && locale !== 'ps') return jsonError(400, 'Choose a language: locale=fa or locale=ps.')
  if (scope !== 'todo' && scope !== 'all') return jsonError(400, 'Choose what to export: scope=todo or scope=all.')
  const { file } = await exportPo(locale as TranslationLocale, scope as ExportScope)
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': 'text/x-gettext-translation; charset=utf-8',
      'Content-Disposition': `attachment; filename="${poFileName(locale, scope)}"`,
      'Cache-Control': 'no-store',
    },
  })
}
