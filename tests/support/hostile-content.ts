/** A description an admin (or whoever slipped it into their file) imports: every classic way to run script. */
export const HOSTILE_DESCRIPTION = [
  '<p>Bien <strong>équipé</strong>.</p>',
  '<script>window.pwned = "script"</script>',
  '<img src="x" onerror="window.pwned = \'onerror\'">',
  '<a href="javascript:window.pwned = \'href\'">lien</a>',
  '<a href="https://wiki.example/objet" onclick="window.pwned = \'onclick\'">wiki</a>',
  '<svg onload="window.pwned = \'svg\'"></svg>',
  '<iframe src="javascript:parent.pwned = \'iframe\'"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="window.pwned = 1">survol</p>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<form action="https://evil.example"><button>ok</button></form>'
].join('')

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">'

/**
 * SVG uploads that would run script or load another site's content if the CSP did not stop them: the plain forms,
 * and the disguises an earlier filter let through (a namespaced `<svg:script>`, an entity-encoded `javascript:`, a
 * CSS-escaped `url(`). The upload filter refuses every one on its own.
 */
export const HOSTILE_SVGS: Record<string, string> = {
  script: `${SVG_OPEN}<script>alert(document.cookie)</script></svg>`,
  'namespaced script': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" width="64" height="64"><svg:script>alert(1)</svg:script></svg>`,
  'XHTML script': `${SVG_OPEN}<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
  'entity-encoded javascript: link': `${SVG_OPEN}<a xlink:href="&#106;avascript:alert(1)"><rect width="64" height="64"/></a></svg>`,
  'javascript: with a tab in it': `${SVG_OPEN}<use href="java&#x09;script:alert(1)#a"/></svg>`,
  'handler after a slash': `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/onload="alert(1)"></svg>`,
  'handler on a drawing': `${SVG_OPEN}<rect width="64" height="64" onmouseover="alert(1)"/></svg>`,
  'CSS-escaped url( in a style sheet': `${SVG_OPEN}<style>rect { fill: u\\72l(https://evil.example/x.svg#p) }</style><rect width="64" height="64"/></svg>`,
  'CSS-escaped url( in a style attribute': `${SVG_OPEN}<rect width="64" height="64" style="fill: \\75 rl(https://evil.example/x)"/></svg>`,
  'escaped @import': `${SVG_OPEN}<style>@\\69mport "https://evil.example/x.css";</style></svg>`,
  'outside sprite': `${SVG_OPEN}<use href="https://evil.example/sprite.svg#icon"/></svg>`,
  'embedded HTML': `${SVG_OPEN}<foreignObject width="64" height="64"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject></svg>`,
  'animated link': `${SVG_OPEN}<a><animate attributeName="href" values="javascript:alert(1)"/><rect width="64" height="64"/></a></svg>`,
  'entity declaration': `<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${SVG_OPEN}<a href="&x;"><rect width="1" height="1"/></a></svg>`,
  'style sheet instruction': `<?xml-stylesheet href="https://evil.example/x.css"?>${SVG_OPEN}</svg>`,
  'outside paint in a presentation attribute': `${SVG_OPEN}<rect width="64" height="64" fill="url(https://evil.example/p.svg#p)"/></svg>`,
  'escape split by an entity in a style sheet': `${SVG_OPEN}<style>rect { fill: u&#x5c;72l(https://evil.example/x) }</style></svg>`,
  '@import split by a comment': `${SVG_OPEN}<style>@im<!-- x -->port "https://evil.example/x.css";</style></svg>`,
  'url( in CDATA': `${SVG_OPEN}<style><![CDATA[rect { fill: url(https://evil.example/x) }]]></style></svg>`,
  'image from data:': `${SVG_OPEN}<image href="data:image/svg+xml;base64,PHN2Zy8+" width="64" height="64"/></svg>`
}

/** What drawing programs write, which the filter lets through: gradients by #fragment, Inkscape's metadata. */
export const HARMLESS_SVGS: Record<string, string> = {
  gradient: `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#c41f2a"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)" style="fill: url('#g')"/><use xlink:href="#g"/></svg>`,
  inkscape: `<?xml version="1.0" encoding="UTF-8"?><!-- Created with Inkscape --><svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="64" height="64" sodipodi:docname="logo.svg"><sodipodi:namedview inkscape:zoom="1"/><style>rect { fill: #123456 }</style><g inkscape:label="Calque 1"><rect width="64" height="64"/><text>A &amp; B</text></g></svg>`
}
