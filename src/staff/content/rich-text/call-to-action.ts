import { mergeAttributes, Node } from '@tiptap/core'

import { isAllowedLink } from '@/lib/content/links'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callToAction: {
      /** Inserts a call-to-action button after the selection. */
      insertCallToAction: (attrs: { href: string; label: string }) => ReturnType
    }
  }
}

/**
 * The call-to-action button of an article body: a block node `{ type: 'callToAction', attrs: { href, label } }`,
 * exactly what src/lib/content/rich-text.ts keeps (a label, and a link the site allows). An atom: staff replace a
 * button rather than edit its text in place, so its label and address are always set together.
 */
export const CallToAction = Node.create({
  name: 'callToAction',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      href: { default: '' },
      label: { default: '' },
    }
  },
  parseHTML() {
    return [
      {
        tag: 'a[data-call-to-action]',
        getAttrs: (element) => ({ href: element.getAttribute('href') ?? '', label: element.textContent ?? '' }),
      },
    ]
  },
  renderHTML({ node, HTMLAttributes }) {
    const href = String(node.attrs.href ?? '')
    return [
      'a',
      mergeAttributes(HTMLAttributes, {
        'data-call-to-action': '',
        href: isAllowedLink(href) ? href : undefined,
        class: 'content-editor-cta',
      }),
      String(node.attrs.label ?? ''),
    ]
  },
  addCommands() {
    return {
      insertCallToAction:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    }
  },
})
