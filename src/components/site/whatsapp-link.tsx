import { MessageCircle } from '@/components/ui/icons'

import { whatsappGoHref } from '@/lib/routes'
import { cn } from '#lib/cn'
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button'

/**
 * "Ask on WhatsApp" (decision 030): a plain click-to-chat link with a prefilled message, no third-party script,
 * through the site's counted redirect to wa.me (docs/figures.md; it sends the Referer, so the figures know the page).
 * Renders nothing when WhatsApp is switched off (no number configured).
 */
export function WhatsAppLink({
  number,
  text,
  label,
  accessibleName,
  variant = 'outline',
  size,
  className,
}: {
  number: string | null
  text: string
  label: string
  /** When the visible label is not unique on the page (e.g. one link per office). */
  accessibleName?: string
  className?: string
} & ButtonVariantProps) {
  if (!number) return null
  return (
    <a
      href={whatsappGoHref(text)}
      target="_blank"
      rel="noopener"
      aria-label={accessibleName}
      data-testid="whatsapp-link"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <MessageCircle aria-hidden="true" />
      {label}
    </a>
  )
}
