/**
 * The part of @tebexio/tebex.js 1.11.0 (dist/tebex.mjs, vendored beside this file) the shop uses;
 * the package's own dist/types, trimmed to Tebex.checkout (research/tebex.md §4.2).
 */
export type TebexTheme = 'auto' | 'default' | 'light' | 'dark'
export type TebexColorName = 'primary' | 'secondary'

export interface CheckoutOptions {
  ident?: string
  locale?: string
  theme?: TebexTheme
  colors?: { name: TebexColorName; color: string }[]
  closeOnClickOutside?: boolean
  closeOnEsc?: boolean
  closeOnPaymentComplete?: boolean
  popupOnMobile?: boolean
  endpoint?: string
}

export interface CheckoutEventMap {
  open: () => void
  close: () => void
  'payment:complete': (event: unknown) => void
  'payment:error': (event: unknown) => void
}
export type CheckoutEvent = keyof CheckoutEventMap

export interface Checkout {
  isOpen: boolean
  init(options: CheckoutOptions): void
  on<Name extends CheckoutEvent>(event: Name, callback: CheckoutEventMap[Name]): () => void
  launch(): Promise<void>
  close(): Promise<void>
  destroy(): void
}

export declare const checkout: Checkout
export declare const version: string
declare const Tebex: { checkout: Checkout; version: string }
export default Tebex
