import 'server-only'

import type { ImportIssue } from '../import'

/** A refusal of the panel's import or export, with the HTTP status it answers and the import's issues by path. */
export class TransferError extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 403 | 404 | 409 | 413,
    public readonly issues: ImportIssue[] = [],
  ) {
    super(message)
    this.name = 'TransferError'
  }
}
