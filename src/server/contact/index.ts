import 'server-only'

export {
  submitContactMessage,
  contactRateLimiter,
  CONTACT_RATE_LIMIT,
  type ContactReceipt,
  type SubmitOutcome,
  type SubmitMeta,
} from './submit'
