import { useStore } from '@nanostores/react'

import { notificationMessages as messages } from '../core/messages/notifications.ts'
import { $notification, $productBoxToasts } from '../stores/notifications.ts'

/**
 * The login/logout banner and the product boxes' toasts, in a chunk of their own with their styles (screens.css):
 * nothing shows them on the first screen (lazy-screens.ts).
 */
export function Notifications() {
  return (
    <>
      <NotificationBanner />
      <ProductBoxToasts />
    </>
  )
}

/** The login/logout banner: green 'Connexion réussie', grey 'Déconnecté'. */
function NotificationBanner() {
  const notification = useStore($notification)
  if (!notification) return null
  return (
    <div className={`notification notification--${notification}`} role="status" data-testid="notification">
      {messages[notification]}
    </div>
  )
}

/** Toasts 'Ajouté :' (green) and 'Supprimé :' (grey) with the product's name. */
function ProductBoxToasts() {
  const toasts = useStore($productBoxToasts)
  if (toasts.length === 0) return null
  return (
    <ul className="toasts" role="status" data-testid="toasts">
      {toasts.map((toast) => (
        <li key={toast.id} className={`toast toast--${toast.type}`}>
          {messages[toast.type]} {toast.name}
        </li>
      ))}
    </ul>
  )
}
