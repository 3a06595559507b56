/** Small figures the benchmarks print: the median of a list, and the machine's load averages. */
import os from 'node:os'

/** The median (the lower middle one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

/** The 1-, 5- and 15-minute load averages, "0.52, 0.61, 0.70". */
export const loadAverages = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')
