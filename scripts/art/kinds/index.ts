import { surveyDrone } from './drone'
import { baseStation, fieldController, geodeticAntenna, handheldGis, roverReceiver } from './gnss'
import { digitalLevel, totalStation } from './instruments'
import { oemBoard, oemModule, radioModem } from './oem'
import { radarMast, radarRail } from './radar'
import { lidarPayload, slamScanner, tlsScanner } from './scanners'
import type { DeviceFn } from './types'

/** Every device kind art.json may name (see scripts/art/README.md). */
export const KINDS = [
  'rover-receiver',
  'base-station',
  'handheld-gis',
  'field-controller',
  'geodetic-antenna',
  'oem-board',
  'oem-module',
  'tls-scanner',
  'slam-scanner',
  'radar-mast',
  'radar-rail',
  'survey-drone',
  'lidar-payload',
  'total-station',
  'digital-level',
  'radio-modem',
] as const

export type Kind = (typeof KINDS)[number]

export const DEVICES: Record<Kind, DeviceFn> = {
  'rover-receiver': roverReceiver,
  'base-station': baseStation,
  'handheld-gis': handheldGis,
  'field-controller': fieldController,
  'geodetic-antenna': geodeticAntenna,
  'oem-board': oemBoard,
  'oem-module': oemModule,
  'tls-scanner': tlsScanner,
  'slam-scanner': slamScanner,
  'radar-mast': radarMast,
  'radar-rail': radarRail,
  'survey-drone': surveyDrone,
  'lidar-payload': lidarPayload,
  'total-station': totalStation,
  'digital-level': digitalLevel,
  'radio-modem': radioModem,
}

export const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k)
