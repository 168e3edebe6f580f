// The Preact build's `react-dom/client` (build.mjs aliases it here). preact/compat's createRoot empties the container
// before its first render, as React does; preact's own render instead takes over the elements already in it — the
// static shell and the listing the host drew (docs/first-screen.md#the-listing-drawn-by-the-host) — matching them by
// tag, setting their attributes and text, removing what the app does not draw. So nothing the player sees is
// destroyed and drawn again, and a picture already shown stays the same element.
// preact 10.29, src/render.js: `excessDomChildren` is the container's children on a first render.
import { render } from 'preact'

/** React 18's createRoot as the shop's main.tsx uses it: render, unmount. */
export function createRoot(container) {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container)
  }
}
