import { MessageCircle } from '@/components/ui/icons'

import { whatsappHref } from '@/lib/contact-details'
import { cn } from '#lib/cn'
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button'

/**
 * "Ask on WhatsApp" (decision 030): a plain click-to-chat link (`https://wa.me/<number>?text=…`) with a prefilled
 * message, no third-party script. Renders nothing when WhatsApp is switched off (no number configured).
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
      href={whatsappHref(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={accessibleName}
      data-testid="whatsapp-link"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <MessageCircle aria-hidden="true" />
      {label}
    </a>
  )
}
