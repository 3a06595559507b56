import 'server-only'

import type { StaffUser } from '@/server/staff/staff-user'

/**
 * The texts of concerns above this folder in the same translation files (docs/decisions/045-translation-files-po.md):
 * the support library's releases and advisories travel in the PO file of a language beside the site's content. This
 * folder sits below them and imports none (docs/decisions/062-server-folders.md), so a concern hands over its texts
 * as a source, once per process (src/server/runtime/po-sources.ts, called at start and by tests), the way the outbox
 * is given its work (src/server/mail/outbox.ts, OutboxWork).
 */

/** One text of a source, as the file offers it. */
export interface PoSourceMessage {
  /** The whole `msgctxt`, starting with the source's prefix and a slash. */
  context: string
  english: string
  /** The current translation, if any. */
  translated: string | undefined
  /** Whether it belongs in a "to translate" export (untranslated, or translated for an English since changed). */
  todo: boolean
  /** Translated for an English that has changed since: PO's fuzzy flag, the old translation to start from. */
  fuzzy?: boolean
  /** The `#.` comment that names the item and field for the translator. */
  comment: string
}

/** A translation the file gives, by context: its msgid, the text, and how a problem names it. */
export interface PoGivenText {
  english: string
  text: string
  where: string
}

/**
 * What a source makes of the file's texts: every one checked and ready to write, or each it cannot place, named.
 * `write` runs after the site content's texts are written; a save by someone else in between refuses it with a
 * problem naming the item.
 */
export type PoSourcePlacement =
  | {
      ok: true
      texts: number
      items: number
      write(actor: StaffUser): Promise<{ ok: true } | { ok: false; problem: string }>
    }
  | { ok: false; problems: string[] }

export interface PoSource {
  /** The first part of every `msgctxt` it owns ("library"). */
  prefix: string
  messages(locale: 'fa' | 'ps'): Promise<PoSourceMessage[]>
  place(locale: 'fa' | 'ps', texts: Map<string, PoGivenText>): Promise<PoSourcePlacement>
}

const g = globalThis as unknown as { __poSources?: Map<string, PoSource> }

/** Hands over a concern's texts (see PoSource); a second call for the same prefix replaces the first. */
export function providePoSource(source: PoSource): void {
  ;(g.__poSources ??= new Map()).set(source.prefix, source)
}

/** The sources handed over, in the order they were. */
export function poSources(): PoSource[] {
  return [...(g.__poSources?.values() ?? [])]
}

/** The source owning `context` ("library/release/12/title" → the library's), if any. */
export function poSourceOf(context: string): PoSource | undefined {
  return g.__poSources?.get(context.split('/', 1)[0]!)
}
