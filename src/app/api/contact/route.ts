import { contactMethodNotAllowed, handleContactPost } from '@/server/contact/http'

/** The one door for contact messages: the JavaScript form posts here, the no-JS form action calls its handler. */
export const POST = handleContactPost
export const GET = contactMethodNotAllowed
export const PUT = contactMethodNotAllowed
export const PATCH = contactMethodNotAllowed
export const DELETE = contactMethodNotAllowed
