/**
 * The Dari (fa) copy registry: one line per module, mirroring ../en.ts. ../messages.ts holds it to the English
 * registry's shape (Messages), so a key missing here or in a module fails the type check.
 */
export * from './about'
export * from './catalogue'
export * from './compare'
export * from './contact'
export * from './documents'
export * from './home'
export * from './i18n'
export * from './labels'
export * from './navigation'
export * from './news'
export * from './not-found'
export * from './offices'
export * from './offline'
export * from './products-index'
export * from './quote'
export * from './quotation'
export * from './search'
export * from './site'
export * from './solutions'
export * from './whatsapp'
