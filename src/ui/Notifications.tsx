import { useStore } from '@nanostores/react'

import { notificationMessages as messages } from '../core/messages/notifications.ts'
import { $fullScreenLoader } from '../stores/loader.ts'
import { $notification, $productBoxToasts } from '../stores/notifications.ts'

/** The login/logout banner: green 'Connexion réussie', grey 'Déconnecté'. */
export function NotificationBanner() {
  const notification = useStore($notification)
  if (!notification) return null
  return (
    <div className={`notification notification--${notification}`} role="status" data-testid="notification">
      {messages[notification]}
    </div>
  )
}

/** Toasts 'Ajouté :' (green) and 'Supprimé :' (grey) with the product's name. */
export function ProductBoxToasts() {
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

export function FullScreenLoader() {
  const message = useStore($fullScreenLoader)
  if (message === undefined) return null
  return (
    <div className="full-screen-loader" role="alert" aria-busy="true" data-testid="full-screen-loader">
      <div className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  )
}
