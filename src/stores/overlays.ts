import { atom, computed } from 'nanostores'

/** What each overlay in docs/layout.md#overlays carries while open. */
export interface OverlayData {
  itemPresentation: { itemId: number; foreground: boolean }
  newPresentation: { itemId: number; foreground: boolean }
  quickBuy: { itemId: number; discount?: number }
  login: { message?: string }
  mobileNavbar: Record<string, never>
  characterSelect: Record<string, never>
  transactionPopup: { data: unknown }
  transactionRecap: { data: unknown }
  history: Record<string, never>
  giftTarget: { data: unknown }
  checkoutPopup: Record<string, never>
  lightbox: { images: string[]; index: number; label: string }
  websitePassword: Record<string, never>
  purchaseConfirm: Record<string, never>
  purchaseSuccess: Record<string, never>
}

export type OverlayName = keyof OverlayData

/**
 * docs/layout.md#overlays counts ten overlays as "some overlay is open": not the recap, the lightbox, the purchase dialogs, nor our own
 * additions.
 */
const UNCOUNTED: readonly OverlayName[] = ['transactionRecap', 'lightbox', 'websitePassword', 'purchaseConfirm', 'purchaseSuccess']

export interface OpenOverlay<Name extends OverlayName = OverlayName> {
  name: Name
  data: OverlayData[Name]
}

/** Open overlays in the order they opened: the last one is on top. */
export const $overlayStack = atom<OpenOverlay[]>([])

export const $someOverlayOpen = computed($overlayStack, (stack) => stack.some((overlay) => !UNCOUNTED.includes(overlay.name)))

export const $anyOverlayOpen = computed($overlayStack, (stack) => stack.length > 0)

export const $topOverlay = computed($overlayStack, (stack) => stack[stack.length - 1]?.name)

export function overlayData<Name extends OverlayName>(stack: OpenOverlay[], name: Name): OverlayData[Name] | undefined {
  return stack.find((overlay) => overlay.name === name)?.data as OverlayData[Name] | undefined
}

/** Opens `name` on top (or moves it there with new data). */
export function openOverlay<Name extends OverlayName>(name: Name, data: OverlayData[Name]): void {
  $overlayStack.set([...$overlayStack.get().filter((overlay) => overlay.name !== name), { name, data }])
}

export function closeOverlay(name: OverlayName): void {
  const stack = $overlayStack.get()
  if (stack.some((overlay) => overlay.name === name)) $overlayStack.set(stack.filter((overlay) => overlay.name !== name))
}

export function closeAllOverlaysExcept(kept: readonly OverlayName[] = []): void {
  $overlayStack.set($overlayStack.get().filter((overlay) => kept.includes(overlay.name)))
}
