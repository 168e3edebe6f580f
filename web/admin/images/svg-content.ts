import { Parser } from 'htmlparser2'

/*
 * What an uploaded SVG may hold, read as the browser's XML parser reads the file (htmlparser2 in XML mode: entities
 * decoded, namespace prefixes kept): drawing elements only, no handler, links to the file's own `#fragments` only,
 * styles without outside addresses. An allow-list, not a list of known tricks, so a namespaced `<svg:script>`, an
 * entity-encoded `&#106;avascript:` or a CSS-escaped `u\72l(` are refused like their plain forms, whatever the CSP.
 */

const DRAWING = `svg g defs symbol use title desc metadata style path rect circle ellipse line polyline polygon text tspan
  textPath linearGradient radialGradient stop pattern clipPath mask marker filter feBlend feColorMatrix feComponentTransfer
  feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB
  feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight
  feTile feTurbulence`
const ELEMENTS = new Set(DRAWING.split(/\s+/).map((name) => name.toLowerCase()))

/** SVG and XLink, and the metadata drawing programs write (Inkscape, Sodipodi, RDF, Creative Commons, Dublin Core). */
const NAMESPACES: Record<string, 'svg' | 'metadata'> = {
  'http://www.w3.org/2000/svg': 'svg',
  'http://www.w3.org/1999/xlink': 'svg',
  'http://www.inkscape.org/namespaces/inkscape': 'metadata',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd': 'metadata',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'metadata',
  'http://creativecommons.org/ns#': 'metadata',
  'http://purl.org/dc/elements/1.1/': 'metadata'
}

/** Whether the SVG text holds anything that runs, loads or embeds. */
export function hasActiveContent(text: string): boolean {
  // Only XML's own entities exist without a DTD (refused below); anything else is a trick or an error.
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) return true
  const reader = new SvgReader()
  const parser = new Parser(reader, { xmlMode: true, decodeEntities: true, recognizeCDATA: true })
  parser.write(text)
  parser.end()
  return reader.active
}

class SvgReader {
  active = false
  private readonly prefixes = new Map<string, 'svg' | 'metadata'>()
  private styleDepth = 0
  /** A style sheet's text as the browser reads it: every piece (entities, CDATA) joined, comments left out. */
  private styleText = ''

  onopentag(name: string, attributes: Record<string, string>): void {
    for (const [attribute, value] of Object.entries(attributes)) this.readAttribute(attribute, value)
    const [prefix, local] = splitName(name)
    const space = prefix === undefined ? 'svg' : this.prefixes.get(prefix)
    if (space === undefined || (space === 'svg' && !ELEMENTS.has(local))) this.active = true
    if (local === 'style') this.styleDepth += 1
  }

  onclosetag(name: string): void {
    if (splitName(name)[1] !== 'style') return
    this.styleDepth -= 1
    if (this.styleDepth === 0) this.endStyle()
  }

  ontext(text: string): void {
    if (this.styleDepth > 0) this.styleText += text
  }

  onend(): void {
    this.endStyle()
  }

  private endStyle(): void {
    if (activeCss(this.styleText)) this.active = true
    this.styleText = ''
  }

  /** `<?xml …?>` only: a DOCTYPE (entities) or a style sheet instruction loads or defines what the file does not show. */
  onprocessinginstruction(name: string): void {
    if (name.toLowerCase() !== '?xml') this.active = true
  }

  /** The default namespace must be SVG's; a prefix names a known namespace, and only one. */
  private declare(prefix: string | undefined, space: 'svg' | 'metadata' | undefined): void {
    const earlier = prefix === undefined ? 'svg' : (this.prefixes.get(prefix) ?? space)
    if (space === undefined || earlier !== space) this.active = true
    else if (prefix !== undefined) this.prefixes.set(prefix, space)
  }

  private readAttribute(attribute: string, value: string): void {
    const [prefix, local] = splitName(attribute)
    if (attribute === 'xmlns' || prefix === 'xmlns') {
      this.declare(prefix === undefined ? undefined : local, NAMESPACES[value.trim()])
      return
    }
    const bare = compact(value)
    if (local.startsWith('on') || /(java|vb)script:|data:/.test(bare)) this.active = true
    if ((local === 'href' || local === 'src') && !bare.startsWith('#')) this.active = true
    // Presentation attributes (fill, filter, mask, clip-path, marker-*) take CSS values: url() included.
    if (activeCss(value)) this.active = true
  }
}

function splitName(name: string): [string | undefined, string] {
  const colon = name.indexOf(':')
  return colon < 0 ? [undefined, name.toLowerCase()] : [name.slice(0, colon).toLowerCase(), name.slice(colon + 1).toLowerCase()]
}

/** Lower case, without the spaces and control characters a browser ignores inside a scheme or a CSS function name. */
function compact(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase()
}

/** CSS with its escapes and comments resolved (CSS Syntax §4.3.7) that loads something or runs script. */
function activeCss(css: string): boolean {
  const unescaped = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_escape, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd)
    )
    .replace(/\\([\s\S])/g, '$1')
  const bare = compact(unescaped)
  return /@import|expression\(|(java|vb)script:|-moz-binding|behavior:|image-set\(|src\(/.test(bare) || /url\((?!['"]?#)/.test(bare)
}
