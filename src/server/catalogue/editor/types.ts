import 'server-only'

import type { Db, Tx } from '@/server/db/client'
import type { AuditEntryInput } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'

/** The signed-in staff member making a change. */
export type EditorActor = StaffUser
/** An audit entry as src/server/staff/audit.ts records it. */
export type AuditEntry = AuditEntryInput

/** recordAudit from src/server/staff/audit.ts: writes the entry inside the change's own transaction. */
export type AuditRecorder = (tx: Tx, entry: AuditEntry) => Promise<void>

/** Who is writing and where the audit entry goes; `db` defaults to the process's database. */
export interface EditorContext {
  actor: EditorActor
  audit: AuditRecorder
  db?: Db
}

export interface EditIssue {
  /** Field path in the form's terms (`name`, `features[2]`, `parent_id`), or '' for the whole entity. */
  path: string
  message: string
}

/**
 * A refused edit: bad input (400, with the fields), an unknown entity (404), or a conflict with the catalogue's state
 * (409: a slug in use, a move into its own subtree, deleting a category that still has products). The message is
 * written for the staff member and shown as is.
 */
export class CatalogueEditError extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 404 | 409,
    public readonly issues: EditIssue[] = [],
  ) {
    super(message)
    this.name = 'CatalogueEditError'
  }
}
