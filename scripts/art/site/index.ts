/** Site art: heroes, solution scenes, news, about, fallbacks, brand marks, favicons, Open Graph card. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { appleIconSvg, iconSvg, logoSvg, ogSvg } from './brand'
import { FALLBACKS, fallbackSvg } from './fallback'
import { heroSlide1, heroSlide2, heroSlide3 } from './hero'
import { ABOUT, NEWS, SOLUTIONS } from './scenes'

/** Default company name (BRAND.md); the header renders the configured name as text, these files are fallbacks. */
export const COMPANY = 'Meridian Geosystems'
export const STRAP = 'Survey-grade positioning & measurement · Afghanistan'

export async function generateSiteArt(root: string): Promise<string[]> {
  const report: string[] = []
  const put = (rel: string, data: string | Buffer): void => {
    const file = path.join(root, rel)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, data)
    report.push(`${rel} ${(Buffer.byteLength(data) / 1024).toFixed(1)} KB`)
  }
  const img = 'public/images'

  const heroes = [heroSlide1(), heroSlide2(), heroSlide3()]
  for (const [i, svg] of heroes.entries()) {
    put(`${img}/hero/slide-${i + 1}.svg`, svg)
    // Slide 1 is the LCP image: WebP renditions keep it small on phones (800) and sharp on desktops (1600).
    for (const w of [800, 1600]) {
      const webp = await sharp(Buffer.from(svg), { density: 72 * (w / 1600) })
        .resize(w)
        .webp({ quality: 70, effort: 6 })
        .toBuffer()
      put(`${img}/hero/slide-${i + 1}-${w}.webp`, webp)
    }
  }
  for (const [slug, svg] of Object.entries(SOLUTIONS)) put(`${img}/solutions/${slug}.svg`, svg())
  for (const [slug, svg] of Object.entries(NEWS)) put(`${img}/news/${slug}.svg`, svg())
  for (const [slug, svg] of Object.entries(ABOUT)) put(`${img}/about/${slug}.svg`, svg())
  for (const name of Object.keys(FALLBACKS) as (keyof typeof FALLBACKS)[])
    put(`${img}/fallback/${name}.svg`, fallbackSvg(name))

  put(`${img}/logo.svg`, logoSvg(COMPANY, 'light'))
  put(`${img}/logo-light.svg`, logoSvg(COMPANY, 'dark'))
  put(`${img}/logo-mark.svg`, iconSvg())
  put('src/app/icon.svg', iconSvg())
  put(
    'src/app/apple-icon.png',
    await sharp(Buffer.from(appleIconSvg())).resize(180, 180).png({ compressionLevel: 9 }).toBuffer(),
  )
  put(
    `${img}/og-default.png`,
    await sharp(Buffer.from(ogSvg(COMPANY, STRAP)))
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer(),
  )
  return report
}
