import 'server-only'

import { providePoSource } from '@/server/content/po-sources'
import { libraryPoSource } from '@/server/library/po'

/**
 * Gives the translation files (src/server/content/po.ts, a folder below the concerns whose texts they carry) the
 * support library's texts. Called at start (./boot.ts) and by whatever reads or writes PO files without booting the
 * server (tests).
 */
export function wirePoSources(): void {
  providePoSource(libraryPoSource)
}
