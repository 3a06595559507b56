/** Times are shown in Afghanistan Time, where the staff work (AFT, UTC+4:30, no daylight saving). */
const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kabul',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export function formatAft(date: Date | string | null | undefined): string {
  if (!date) return '-'
  return `${formatter.format(new Date(date))} AFT`
}
