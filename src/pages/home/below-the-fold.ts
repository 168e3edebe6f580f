import { lazyComponent, NO_PLACEHOLDER, type LazyOptions } from '../../lib/lazy-component.tsx'

// The home page's parts under its first screen: chunks fetched once the page is idle, so the route's initial
// bytes stay within their budget (docs/constants.md#bundle-budget). Their styles stay in the first sheet.
const WHEN_IDLE: LazyOptions = { ...NO_PLACEHOLDER, whenIdle: true }

export const PaymentMethods = lazyComponent(() => import('./PaymentMethods.tsx').then((module) => module.PaymentMethods), WHEN_IDLE)
export const SuggestedProduct = lazyComponent(() => import('./SuggestedProduct.tsx').then((module) => module.SuggestedProduct), WHEN_IDLE)
export const IntroBlocks = lazyComponent(() => import('./IntroBlocks.tsx').then((module) => module.IntroBlocks), WHEN_IDLE)
