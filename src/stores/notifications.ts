import { atom } from 'nanostores'

/** docs/layout.md#loader-and-notifications: the login/logout banner shows 5 s, a product-box toast 1 s. */
export const NOTIFICATION_MS = 5_000
export const TOAST_MS = 1_000

export type NotificationType = 'login' | 'logout'
export const $notification = atom<NotificationType | undefined>(undefined)

const $notificationTimer = atom<ReturnType<typeof setTimeout> | undefined>(undefined)

export function showNotification(type: NotificationType): void {
  clearTimeout($notificationTimer.get())
  $notification.set(type)
  $notificationTimer.set(setTimeout(() => $notification.set(undefined), NOTIFICATION_MS))
}

export interface ProductBoxToast {
  id: number
  type: 'added' | 'removed'
  name: string
}

/** One toast per product id: a newer one for the same product replaces it. */
export const $productBoxToasts = atom<ProductBoxToast[]>([])

export function showProductBoxToast(toast: ProductBoxToast): void {
  $productBoxToasts.set([...$productBoxToasts.get().filter((entry) => entry.id !== toast.id), toast])
  setTimeout(() => {
    $productBoxToasts.set($productBoxToasts.get().filter((entry) => entry !== toast))
  }, TOAST_MS)
}
