import { cn } from '@/lib/cn'
import { controlClass } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, 'min-h-36 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  )
}
