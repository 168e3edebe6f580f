import { NO_PLACEHOLDER, type LazyOptions } from '../../lib/lazy-component.tsx'
import { screenComponent } from '../../ui/screen-component.ts'

// The home page's parts under its first screen: chunks fetched once the page is idle, with the screens' sheet
// (styles/screens/home.css), so the route's initial bytes stay within their budget (docs/constants.md#bundle-budget).
const WHEN_IDLE: LazyOptions = { ...NO_PLACEHOLDER, whenIdle: true }

export const PaymentMethods = screenComponent(() => import('./PaymentMethods.tsx').then((module) => module.PaymentMethods), WHEN_IDLE)
export const SuggestedProduct = screenComponent(() => import('./SuggestedProduct.tsx').then((module) => module.SuggestedProduct), WHEN_IDLE)
export const IntroBlocks = screenComponent(() => import('./IntroBlocks.tsx').then((module) => module.IntroBlocks), WHEN_IDLE)
