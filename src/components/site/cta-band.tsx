import type { ButtonLink as ButtonLinkItem } from '@/content/types'
import { ButtonLink } from '@/components/ui/button'
import { ContourPattern } from './contour-pattern'

/** On navy, the content's light-background button variants take their dark-background counterparts. */
export const DARK_BUTTON_VARIANT = {
  hero: 'hero',
  outline: 'hero-outline',
  default: 'hero',
  secondary: 'hero-outline',
} as const

/** A closing call to action on navy: heading, one sentence, buttons. */
export function CtaBand({
  title,
  text,
  buttons,
  headingId,
}: {
  title: string
  text: string
  buttons: readonly ButtonLinkItem[]
  headingId?: string
}) {
  return (
    <section aria-labelledby={headingId} className="py-16 md:py-20">
      <div className="container-content">
        <div
          className={'relative isolate overflow-hidden rounded-2xl bg-navy-900 px-6 py-12 text-white md:px-12 md:py-14'}
        >
          <ContourPattern className="-z-10 text-navy-100" />
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">
                {title}
              </h2>
              <p className="mt-3 text-navy-100 md:text-lg">{text}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              {buttons.map((button) => (
                <ButtonLink
                  key={button.href + button.label}
                  href={button.href}
                  variant={DARK_BUTTON_VARIANT[button.variant]}
                  size="lg"
                >
                  {button.label}
                </ButtonLink>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
