import 'server-only'

/*
 * QR codes drawn into a document as vector squares (the drop-off slip's status link, a calibration certificate's
 * verification page): sharp at any zoom and print, no image to embed. The matrix comes from `qrcode` (the maintained
 * npm implementation of ISO/IEC 18004); error correction M recovers about 15 % of a smudged or creased print.
 */
import { create } from 'qrcode'

import { flipX, type Doc } from './faces'

/** The quiet zone the standard asks for around the code, in modules. */
const QUIET = 4

/** The matrix of `value`: its size and whether each module is dark. */
export function qrMatrix(value: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) }
}

/**
 * Draws the code of `value` as a white square of `size` points (quiet zone included) with its top-left corner at
 * (x, y) in left-to-right coordinates: mirrored to the other side on a right-to-left page, the code itself never
 * mirrored (a reader would not decode it).
 */
export function drawQr(doc: Doc, value: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(value)
  const cell = size / (matrix.size + 2 * QUIET)
  const left = flipX(doc, x, size)
  doc.save()
  doc.rect(left, y, size, size).fill('#ffffff')
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      // A hair wider than the cell, so neighbouring squares leave no white seam between them in a viewer.
      if (matrix.dark(row, col))
        doc.rect(left + (QUIET + col) * cell, y + (QUIET + row) * cell, cell + 0.05, cell + 0.05)
    }
  }
  doc.fill('#0b1f3a')
  doc.restore()
}
