import { contactMethodNotAllowed, handleContactPost } from '@/server/contact/http'

/** The contact form's JSON door; the no-JS door is the form action of /contact. Both call submitContactMessage. */
export const POST = handleContactPost
export const GET = contactMethodNotAllowed
export const PUT = contactMethodNotAllowed
export const PATCH = contactMethodNotAllowed
export const DELETE = contactMethodNotAllowed
