/**
 * One door per kind of change (docs/decisions/062-server-folders.md): the audit log is written only by recordAudit
 * (src/server/staff/audit.ts), whoever the actor (staff, a customer, the site), and a lead's status only by
 * changeLeadStatus (src/server/sales/leads.ts), which also stops the reply clock, and a service request's status only
 * by changeServiceStatus (src/server/service/status.ts, decision 101), which writes its history, audit and notice. A
 * second writer written by hand beside them is what this test catches.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sourceFiles } from '../../scripts/lib/import-graph.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const writers = (pattern: RegExp) =>
  (sourceFiles('src') as string[]).filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')))

describe('one door per kind of change', () => {
  it('only recordAudit writes the audit log', () => {
    expect(writers(/insert\(auditLog\)|insert\s+into\s+"?audit_log/i)).toEqual(['src/server/staff/audit.ts'])
  })

  it("only changeLeadStatus moves a lead's status, and only changeServiceStatus a service request's", () => {
    expect(writers(/\.set\(\{[^}]*statusChangedAt|status_changed_at\s*=/)).toEqual([
      'src/server/sales/leads.ts',
      'src/server/service/status.ts',
    ])
    expect(
      writers(/update\(serviceRequests\)\s*\.set\(\{[^}]*\bstatus\b|update\s+"?service_requests"?\s+set\s+"?status/i),
    ).toEqual(['src/server/service/status.ts'])
  })
})
