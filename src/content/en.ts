/**
 * The English copy registry: one line per copy module. Every value a module exports is a registry key (the names are
 * unique across modules), so a copy module exports copy only; helpers and constants live in src/lib. Adding a module
 * is one line here and one in ./fa/index.ts and ./ps/index.ts (docs/decisions/032-locales.md).
 */
export * from './about'
export * from './catalogue'
export * from './compare'
export * from './contact'
export * from './documents'
export * from './home'
export * from './i18n'
export * from './labels'
export * from './library'
export * from './navigation'
export * from './news'
export * from './not-found'
export * from './offices'
export * from './offline'
export * from './privacy'
export * from './products-index'
export * from './quote'
export * from './quotation'
export * from './search'
export * from './service'
export * from './site'
export * from './staff-mail'
export * from './solutions'
export * from './whatsapp'
