import { cn } from '#lib/cn'
import { controlClass } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  // A caller's own min-h-* replaces the default: in client components `cn` joins without merging (src/lib/cn.ts).
  const minHeight = /(^|\s)min-h-/.test(className ?? '') ? undefined : 'min-h-36'
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, minHeight, 'resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  )
}
