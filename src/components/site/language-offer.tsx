import { dismissLanguageOffer } from '@/actions/language'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { SamePageLink } from './language-switcher'

/**
 * One line above the header of an English page for a visitor whose browser (or earlier choice) prefers Dari or
 * Pashto: an offer in that language to read this page in it, never a redirect. Dismissed for a year.
 *
 * A server component: only the link needs the browser (the current path). Dismissing is a form posting a server
 * action that sets the cookie; the layout then renders without the offer (with JavaScript Next.js refreshes the
 * page after the action; without, the post answers with the page). Pages for everyone else carry no code for it.
 */
export function LanguageOffer({ locale, text, dismiss }: { locale: Locale; text: string; dismiss: string }) {
  const { lang, dir, nativeName } = localeInfo[locale]
  return (
    // A landmark of its own (axe: all content in landmarks), named by the language it offers.
    <aside
      aria-label={nativeName}
      lang={lang}
      dir={dir}
      className="border-b border-accent-300 bg-accent-300/30 print:hidden"
    >
      <form
        action={dismissLanguageOffer}
        className="container-content flex min-h-11 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1 text-sm"
      >
        <span>{text}</span>
        <SamePageLink locale={locale} className="font-semibold text-navy-900 underline underline-offset-4">
          {nativeName}
        </SamePageLink>
        <button type="submit" className="min-h-8 rounded-md px-2 text-slate-700 hover:bg-white/60 hover:text-navy-900">
          {dismiss}
        </button>
      </form>
    </aside>
  )
}
