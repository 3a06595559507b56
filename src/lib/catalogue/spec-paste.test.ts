import { describe, expect, it } from 'vitest'

import { parsePastedSpecifications } from './spec-paste'

describe('parsePastedSpecifications', () => {
  it('reads a table copied from a spreadsheet (tab-separated, header row, empty spacer cells)', () => {
    const clipboard = [
      'Parameter\tValue',
      'Channels\t1,408',
      'Signals tracked\tGPS L1/L2/L5, GLONASS G1/G2, Galileo E1/E5a/E5b, BeiDou B1/B2/B3',
      'RTK accuracy (H)\t\t8 mm + 1 ppm',
      'Operating temperature\t-40 °C\tto +85 °C',
      '',
    ].join('\r\n')
    expect(parsePastedSpecifications(clipboard)).toEqual({
      rows: [
        { label: 'Channels', value: '1,408' },
        { label: 'Signals tracked', value: 'GPS L1/L2/L5, GLONASS G1/G2, Galileo E1/E5a/E5b, BeiDou B1/B2/B3' },
        { label: 'RTK accuracy (H)', value: '8 mm + 1 ppm' },
        { label: 'Operating temperature', value: '-40 °C to +85 °C' },
      ],
      skipped: [],
    })
  })

  it('reads columns a PDF turned into runs of spaces, joining a wrapped value to its row', () => {
    const clipboard = `Positioning Accuracy
Static (H)          2.5 mm + 0.5 ppm
Static (V)          5 mm + 0.5 ppm
Initialisation      < 10 s typical, 99.9 % reliability
                    in open sky
Weight              1.05 kg (with battery)`
    const result = parsePastedSpecifications(clipboard)
    expect(result.rows).toEqual([
      { label: 'Static (H)', value: '2.5 mm + 0.5 ppm' },
      { label: 'Static (V)', value: '5 mm + 0.5 ppm' },
      { label: 'Initialisation', value: '< 10 s typical, 99.9 % reliability in open sky' },
      { label: 'Weight', value: '1.05 kg (with battery)' },
    ])
    expect(result.skipped).toEqual(['Positioning Accuracy'])
  })

  it('reads "Label: value" lines and keeps colons inside values', () => {
    const clipboard =
      'Data rate: up to 50 Hz\nInterfaces: RS-232, USB 2.0, Ethernet\nTime to first fix: 12:30 s cold start'
    expect(parsePastedSpecifications(clipboard).rows).toEqual([
      { label: 'Data rate', value: 'up to 50 Hz' },
      { label: 'Interfaces', value: 'RS-232, USB 2.0, Ethernet' },
      { label: 'Time to first fix', value: '12:30 s cold start' },
    ])
  })

  it('does not take a ratio or a time on its own for a row', () => {
    const result = parsePastedSpecifications('Scale 1:500')
    expect(result.rows).toEqual([])
    expect(result.skipped).toEqual(['Scale 1:500'])
  })

  it('strips a trailing colon from a label and non-breaking spaces from cells', () => {
    expect(parsePastedSpecifications('IP rating:\u00a0\tIP67').rows).toEqual([{ label: 'IP rating', value: 'IP67' }])
  })

  it('reports a lone line with no row above it instead of dropping it', () => {
    expect(parsePastedSpecifications('just some words')).toEqual({ rows: [], skipped: ['just some words'] })
    expect(parsePastedSpecifications('   \n\n')).toEqual({ rows: [], skipped: [] })
  })
})
