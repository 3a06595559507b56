import { Badge } from '@/components/ui/badge'
import { formatAft } from '@/staff/shared/format'
import { TableHead } from '@/staff/shared/table-head'
import { BackUpNowForm, RestoreButton } from './backup-forms'
import type { BackupListRow, BackupsData, CurrentData } from './load'

const REASONS: Record<string, string> = {
  scheduled: 'Scheduled',
  manual: 'Back up now',
  command: 'Command line',
  'pre-migration': 'Before an upgrade',
  'pre-import': 'Before an import',
  'pre-restore': 'Before a restore',
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

function size(bytes: number | null): string {
  if (bytes === null) return '-'
  return bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

function describeData(d: CurrentData): string {
  return [
    plural(d.products, 'product'),
    plural(d.leads, 'lead'),
    plural(d.quotations, 'quotation'),
    plural(d.content, 'content item'),
    plural(d.accounts, 'staff account'),
    plural(d.files, 'uploaded file'),
  ].join(', ')
}

function describeRun(counts: Record<string, number> | null): string {
  if (!counts) return ''
  return [
    plural(counts.products ?? 0, 'product'),
    plural(counts.contact_messages ?? 0, 'lead'),
    plural(counts.files ?? 0, 'file'),
  ].join(', ')
}

function Result({ run }: { run: BackupListRow }) {
  if (run.status === 'running') return <Badge variant="outline">Running</Badge>
  if (run.status === 'failed')
    return (
      <>
        <Badge className="bg-danger-50 text-danger-700">Failed</Badge>
        <span className="mt-1 block max-w-md text-danger-700">{run.error}</span>
      </>
    )
  return (
    <>
      <Badge className="bg-success-50 text-success-600">Done</Badge>
      {run.remote === 'ok' && <span className="mt-1 block text-slate-600">Copied to the bucket</span>}
      {run.remote === 'failed' && <span className="mt-1 block max-w-md text-danger-700">{run.remoteError}</span>}
    </>
  )
}

/** Owners: the last backups, their size, duration and result; back up now; download; restore. */
export function BackupsView({ runs, warning, current, settings }: BackupsData) {
  const schedule = settings.schedule
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Backups</h1>
      <p className="mt-1 text-sm text-slate-600">
        Each backup is one file holding the database and the uploaded files. Keep copies away from this machine.
      </p>

      {warning && (
        <p
          className={
            'mt-4 rounded-md border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700'
          }
        >
          {warning}
        </p>
      )}

      <section aria-labelledby="now" className="mt-6 rounded-card border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="now" className="mb-3 text-lg font-semibold text-navy-900">
          Back up now
        </h2>
        <p className="mb-4 text-sm text-slate-600">Now: {describeData(current)}.</p>
        <BackUpNowForm />
      </section>

      <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="font-semibold text-navy-900">Schedule</dt>
          <dd className="text-slate-600">
            {schedule
              ? `Daily at ${schedule.times.join(' and ')} (${schedule.timeZone}); next ${formatAft(schedule.next)}`
              : 'Off: only before upgrades and imports, and on demand'}
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="font-semibold text-navy-900">Kept</dt>
          <dd className="text-slate-600">
            The last day, then one a day for {settings.keep.daily} days, a week for {settings.keep.weekly} weeks, a
            month for {settings.keep.monthly} months
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="font-semibold text-navy-900">Where</dt>
          <dd className="text-slate-600">
            <span className="break-all">{settings.dir}</span>
            {settings.remote ? `; copied to the ${settings.remote}` : '; no copy off this machine'}
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="font-semibold text-navy-900">Uploaded files</dt>
          <dd className="text-slate-600">
            {settings.uploadsMode === 'copy'
              ? 'Copied into each backup'
              : 'Listed with their checksums (the bucket keeps them)'}
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="font-semibold text-navy-900">Encryption</dt>
          <dd className="text-slate-600">
            {settings.encrypted
              ? `On (age)${settings.canDecrypt ? '' : '; restoring needs the key, which this server does not hold'}`
              : 'Off'}
          </dd>
        </div>
      </dl>

      <div className="mt-8 overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">The last backups, newest first</caption>
          <TableHead columns={['Started', 'Why', 'Result', 'Size', 'Took', 'Holds', 'File']} />
          <tbody className="divide-y divide-slate-200">
            {runs.length === 0 && (
              <tr>
                <td colSpan={7} className="px-4 py-6 text-center text-slate-600">
                  No backups yet.
                </td>
              </tr>
            )}
            {runs.map((run) => {
              const label = formatAft(run.startedAt)
              return (
                <tr key={run.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={run.startedAt}>{label}</time>
                  </td>
                  <td className="px-4 py-3">
                    {REASONS[run.reason] ?? run.reason}
                    {run.actorName && <span className="block text-slate-600">{run.actorName}</span>}
                  </td>
                  <td className="px-4 py-3">
                    <Result run={run} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{size(run.bytes)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {run.durationMs === null ? '-' : `${(run.durationMs / 1000).toFixed(1)} s`}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{describeRun(run.counts)}</td>
                  <td className="px-4 py-3">
                    {run.available && run.fileName ? (
                      <div className="flex flex-col items-start gap-2">
                        <a
                          href={`/api/admin/backups/${run.fileName}`}
                          download
                          className="font-semibold text-navy-800 underline-offset-4 hover:underline"
                          aria-label={`Download the backup of ${label}`}
                        >
                          Download
                        </a>
                        <RestoreButton name={run.fileName} label={label} replaced={describeData(current)} />
                      </div>
                    ) : run.status === 'ok' ? (
                      <span className="text-slate-600">Removed by retention</span>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </main>
  )
}
