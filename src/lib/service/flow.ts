/**
 * The service desk's status flow (docs/decisions/101-service-status-flow.md): where a request may go from each status,
 * who moves it there, and how long staff promise to keep it in each. Pure and isomorphic: the server refuses a move
 * this table does not allow (409, naming the allowed ones), the board shows only the allowed buttons, and the
 * customer's page lists the statuses in this order.
 */

export const SERVICE_STATUSES = [
  'received',
  'diagnosing',
  'quotation-sent',
  'approved',
  'declined',
  'repairing',
  'calibrating',
  'ready',
  'collected',
  'returned-unrepaired',
] as const
export type ServiceStatus = (typeof SERVICE_STATUSES)[number]

export const SERVICE_KINDS = ['repair', 'calibration'] as const
export type ServiceKind = (typeof SERVICE_KINDS)[number]

export function isServiceStatus(value: unknown): value is ServiceStatus {
  return (SERVICE_STATUSES as readonly unknown[]).includes(value)
}

/**
 * Where each status may go next. `quotation-sent` is entered only by sending a repair quotation, and `approved` and
 * `declined` only by an answer to it (the customer's, from their link or status page, or one staff record for them):
 * those moves go through their own doors, never a plain status button.
 */
export const NEXT_STATUSES: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  received: ['diagnosing', 'returned-unrepaired'],
  // A repair under warranty or a calibration needs no quotation: straight to the bench.
  diagnosing: ['quotation-sent', 'repairing', 'calibrating', 'returned-unrepaired'],
  // Returned unrepaired only once its quotation was withdrawn (buttonStatuses): a customer who then says they want no
  // new one has nothing left to decline.
  'quotation-sent': ['approved', 'declined', 'returned-unrepaired'],
  approved: ['repairing'],
  declined: ['returned-unrepaired'],
  repairing: ['calibrating', 'ready'],
  // A check that fails sends the instrument back to the bench.
  calibrating: ['repairing', 'ready'],
  ready: ['collected'],
  'returned-unrepaired': ['collected'],
  collected: [],
}

/** Statuses entered by their own door (a quotation sent, an answer to it), never by a status button. */
export const DOOR_STATUSES: readonly ServiceStatus[] = ['quotation-sent', 'approved', 'declined']

/**
 * The moves a status button may make. From "repair quotation sent" only one, and only while its quotation is withdrawn
 * (`withdrawn`: quotationWithdrawn): returned unrepaired, for a customer who wants no new revision.
 */
export function buttonStatuses(status: ServiceStatus, withdrawn = false): ServiceStatus[] {
  if (status === 'quotation-sent' && !withdrawn) return []
  return NEXT_STATUSES[status].filter((next) => !DOOR_STATUSES.includes(next))
}

export function canMove(from: ServiceStatus, to: ServiceStatus): boolean {
  return NEXT_STATUSES[from].includes(to)
}

/**
 * The request waits in "repair quotation sent" while the quotation it waits on was withdrawn (revoked from the desk)
 * and no new revision has been sent: nobody can answer it, so the customer's page says it was withdrawn and a new one
 * is coming, and the request page asks staff for that new revision. `quotation` is the status of the newest revision
 * sent (a draft is not the customer's yet).
 */
export function quotationWithdrawn(status: ServiceStatus, quotation: string | undefined): boolean {
  return status === 'quotation-sent' && quotation === 'revoked'
}

/** The request waits for the customer there (or is closed): no promise runs for staff. */
export const WAITING_ON_CUSTOMER: readonly ServiceStatus[] = ['quotation-sent', 'ready', 'returned-unrepaired']

/**
 * The turnaround promised in each status, in business hours (Sat–Thu 8:00–17:00 Kabul, the reply clock's hours and
 * holidays: docs/decisions/047-lead-clock.md): a request held longer is overdue on the board. A working day is 9 h.
 * Null: the request waits for the customer or is closed.
 */
export const TURNAROUND_HOURS: Readonly<Record<ServiceStatus, number | null>> = {
  // Unpacked and logged the day it arrives.
  received: 9,
  // Two working days to find the fault and price it.
  diagnosing: 18,
  'quotation-sent': null,
  // Started the day after the customer said yes.
  approved: 9,
  // Told of the decline and packed the same day.
  declined: 9,
  // A week of work for most repairs; parts from abroad are noted and the request stays overdue, visibly.
  repairing: 45,
  // Two days on the calibration bench.
  calibrating: 18,
  ready: null,
  'returned-unrepaired': null,
  collected: null,
}

/** Closed: nothing more happens to the request. */
export const CLOSED_STATUSES: readonly ServiceStatus[] = ['collected']

/** The instrument waits at the office for its owner: the page shows the office, its hours and what to bring. */
export const AT_THE_OFFICE: readonly ServiceStatus[] = ['ready', 'returned-unrepaired']

/** Staff panel labels (the panel is English: decision 032); the customer's words are in src/content/service.ts. */
export const SERVICE_STATUS_LABELS: Readonly<Record<ServiceStatus, string>> = {
  received: 'Received',
  diagnosing: 'Diagnosing',
  'quotation-sent': 'Repair quotation sent',
  approved: 'Approved',
  declined: 'Declined',
  repairing: 'Repairing',
  calibrating: 'Calibrating and testing',
  ready: 'Ready for collection',
  collected: 'Collected',
  'returned-unrepaired': 'Returned unrepaired',
}
