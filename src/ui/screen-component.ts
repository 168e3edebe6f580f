import type { ComponentType } from 'react'

import { lazyComponent, type LazyComponent, type LazyOptions } from '../lib/lazy-component.tsx'
import { loadStyleSheet } from '../lib/style-sheet.ts'
import screensStyleSheet from '../styles/screens.css?url'

/**
 * A shop screen or overlay in a chunk of its own (lazyComponent) whose styles are in styles/screens.css, out of
 * the first screen's sheet: the chunk and that sheet load together, and it renders once both are in, never unstyled.
 */
export function screenComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options?: LazyOptions
): LazyComponent<Props> {
  return lazyComponent(() => Promise.all([load(), loadStyleSheet(screensStyleSheet)]).then(([component]) => component), options)
}
