import 'server-only'

import { eq, sql } from 'drizzle-orm'

import { siteUrl } from '@/env'
import { messages } from '@/content/messages'
import { richTextToPlain } from '@/lib/content/rich-text'
import { formatDualDate } from '@/lib/i18n/format'
import { isLocale, localizeHref, type Locale } from '@/lib/i18n/locales'
import { productSupportHref, releaseHref, subscriptionHref } from '@/lib/routes'
import { getDb, type DbOrTx } from '@/server/db/client'
import {
  libraryAdvisories,
  libraryMail,
  libraryReleases,
  librarySubscriptions,
  products,
  type LibraryTranslations,
} from '@/server/db/schema'
import type { ComposedMail } from '@/server/mail/outbox'

/**
 * The support library's e-mail (docs/decisions/093-library-e-mail.md): a subscriber's confirmation, and the news of a
 * published release or advisory. Rows go into the outbox (src/server/mail/outbox.ts) in the transaction that
 * publishes, one per address and item: the outbox's dedupe key (`library:advisory:<id>:<address>`) makes a second
 * publication, a second instance or a retry after a restart add nothing. Each e-mail is written when it is sent, in the
 * subscriber's language, with the one-click unsubscribe of RFC 8058.
 */

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}

/**
 * Queues the news of a release or advisory for every confirmed subscriber of `productIds`: one e-mail per address
 * (a subscriber of two of the products hears once), never twice for one item. Returns how many were queued.
 */
export async function enqueueLibraryNews(
  tx: DbOrTx,
  item: { kind: 'release' | 'advisory'; id: number },
  productIds: readonly number[],
): Promise<number> {
  if (!productIds.length) return 0
  const list = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const prefix = `library:${item.kind}:${item.id}:`
  const releaseId = item.kind === 'release' ? item.id : null
  const advisoryId = item.kind === 'advisory' ? item.id : null
  const result = await tx.execute(sql`
    with subs as (
      select distinct on (email) id, email from library_subscriptions
      where product_id in (${list}) and confirmed_at is not null and unsubscribed_at is null
      order by email, id
    ), queued as (
      insert into mail_outbox (kind, recipient, dedupe_key)
      select 'library', s.email, ${prefix} || s.email from subs s
      on conflict (dedupe_key) do nothing
      returning id, recipient
    )
    insert into library_mail (outbox_id, kind, subscription_id, release_id, advisory_id)
    select q.id, ${item.kind}, s.id, ${releaseId}::integer, ${advisoryId}::integer
    from queued q join subs s on s.email = q.recipient
    returning outbox_id`)
  return rowsOf(result).length
}

/**
 * Queues a subscription's confirmation: at most one per subscription and hour (a form sent again and again mails
 * once). Returns whether one was queued.
 */
export async function enqueueConfirmation(tx: DbOrTx, subscriptionId: number, email: string, now: Date) {
  const hour = now.toISOString().slice(0, 13)
  const result = await tx.execute(sql`
    with queued as (
      insert into mail_outbox (kind, recipient, dedupe_key)
      values ('library', ${email}, ${`library:confirm:${subscriptionId}:${hour}`})
      on conflict (dedupe_key) do nothing
      returning id
    )
    insert into library_mail (outbox_id, kind, subscription_id)
    select id, 'confirm', ${subscriptionId} from queued
    returning outbox_id`)
  return rowsOf(result).length > 0
}

/** A text in the subscriber's language where translated, else the English. */
function text(english: string, translations: LibraryTranslations, locale: Locale, field: string): string {
  if (locale === 'en') return english
  const value = translations[locale]?.[field]
  return typeof value === 'string' && value ? value : english
}

export const subscriptionUrl = (token: string, action: 'confirm' | 'unsubscribe') =>
  `${siteUrl()}${subscriptionHref(token, action)}`

/** The e-mail of a 'library' outbox row, written now; undefined when its subscription or item is gone. */
export async function composeLibraryMail(outboxId: number): Promise<(ComposedMail & { to: string }) | undefined> {
  const db = await getDb()
  const [row] = await db
    .select({ mail: libraryMail, subscription: librarySubscriptions, productName: products.name, slug: products.slug })
    .from(libraryMail)
    .innerJoin(librarySubscriptions, eq(librarySubscriptions.id, libraryMail.subscriptionId))
    .innerJoin(products, eq(products.id, librarySubscriptions.productId))
    .where(eq(libraryMail.outboxId, outboxId))
  if (!row) return undefined
  const { mail, subscription } = row
  const locale: Locale = isLocale(subscription.locale) ? subscription.locale : 'en'
  const copy = messages(locale).supportLibrary
  const product = row.productName
  if (mail.kind === 'confirm') {
    return {
      to: subscription.email,
      subject: copy.mail.confirmSubject(product),
      text: copy.mail.confirmBody(product, subscriptionUrl(subscription.token, 'confirm')),
      headers: { 'Content-Language': locale },
    }
  }
  // News goes only to a confirmed, still subscribed address (one may have left since it was queued).
  if (!subscription.confirmedAt || subscription.unsubscribedAt) return undefined
  const unsubscribe = subscriptionUrl(subscription.token, 'unsubscribe')
  const headers = {
    'Content-Language': locale,
    // RFC 8058: a mail client's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to this address.
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  const footer = `\n\n-- \n${copy.mail.unsubscribe(unsubscribe)}\n`
  if (mail.kind === 'release' && mail.releaseId) {
    const [release] = await db.select().from(libraryReleases).where(eq(libraryReleases.id, mail.releaseId))
    if (!release) return undefined
    const title = text(release.title, release.translations, locale, 'title')
    const notesDoc = locale !== 'en' ? release.translations[locale]?.notes : undefined
    const notes = richTextToPlain(
      (typeof notesDoc === 'object' && notesDoc ? notesDoc : release.notes) ?? { type: 'doc', content: [] },
    )
    const link = `${siteUrl()}${localizeHref(releaseHref(release.id), locale)}`
    return {
      to: subscription.email,
      subject: copy.mail.releaseSubject(product, title, release.version),
      text:
        `${copy.mail.releaseIntro(title, release.version, formatDualDate(release.releaseDate, locale))}\n\n` +
        (notes ? `${notes.length > 1_500 ? `${notes.slice(0, 1_500)}…` : notes}\n\n` : '') +
        `${copy.mail.readMore}\n${link}${footer}`,
      headers,
    }
  }
  if (mail.kind === 'advisory' && mail.advisoryId) {
    const [advisory] = await db.select().from(libraryAdvisories).where(eq(libraryAdvisories.id, mail.advisoryId))
    if (!advisory) return undefined
    const title = text(advisory.title, advisory.translations, locale, 'title')
    const body = text(advisory.body, advisory.translations, locale, 'body')
    const instead = text(advisory.instead, advisory.translations, locale, 'instead')
    const severity = copy.severities[advisory.severity as keyof typeof copy.severities]
    const link = `${siteUrl()}${localizeHref(productSupportHref(row.slug), locale)}`
    return {
      to: subscription.email,
      subject: copy.mail.advisorySubject(severity, title),
      text:
        `${severity}: ${title}\n\n${body}\n\n` +
        (instead ? `${copy.advisory.instead}:\n${instead}\n\n` : '') +
        `${copy.mail.readMore}\n${link}${footer}`,
      headers,
    }
  }
  return undefined
}
