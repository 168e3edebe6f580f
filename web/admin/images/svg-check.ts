import type { ImageFormat } from './image-format.ts'
import { hasActiveContent } from './svg-content.ts'

export type SvgVerdict = { ok: true; format: ImageFormat } | { ok: false; reason: 'not-svg' | 'active' | 'no-size' }

/** An SVG upload: refused whole rather than quietly altered, so staff know the image they upload is the image players see. */
export function checkSvg(bytes: Buffer): SvgVerdict {
  const text = bytes.toString('utf8')
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return { ok: false, reason: 'not-svg' }
  if (hasActiveContent(text)) return { ok: false, reason: 'active' }
  const size = svgSize(text)
  if (!size) return { ok: false, reason: 'no-size' }
  return { ok: true, format: { contentType: 'image/svg+xml', extension: 'svg', ...size } }
}

function svgSize(text: string): { width: number; height: number } | undefined {
  const root = text.match(/<svg[^>]*>/i)?.[0] ?? ''
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i'))?.[1])
  const [width, height] = [attribute('width'), attribute('height')]
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  const box = root.match(/\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i)
  const [boxWidth, boxHeight] = [Number(box?.[1]), Number(box?.[2])]
  return boxWidth > 0 && boxHeight > 0 ? { width: Math.round(boxWidth), height: Math.round(boxHeight) } : undefined
}
