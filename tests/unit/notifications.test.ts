import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { $notification, $productBoxToasts, showNotification, showProductBoxToast } from '../../src/stores/notifications.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('notifications', () => {
  it('the banner dismisses itself after 5 s, restarted by a new one', () => {
    showNotification('login')
    vi.advanceTimersByTime(4_000)
    showNotification('logout')
    vi.advanceTimersByTime(4_000)
    expect($notification.get()).toBe('logout')
    vi.advanceTimersByTime(1_000)
    expect($notification.get()).toBeUndefined()
  })

  it('keeps one toast per product and clears each after 1 s', () => {
    showProductBoxToast({ id: 1, type: 'added', name: 'Pistolet' })
    showProductBoxToast({ id: 2, type: 'added', name: 'Sanchez' })
    showProductBoxToast({ id: 1, type: 'removed', name: 'Pistolet' })
    expect($productBoxToasts.get().map((toast) => [toast.id, toast.type])).toEqual([
      [2, 'added'],
      [1, 'removed']
    ])
    vi.advanceTimersByTime(1_000)
    expect($productBoxToasts.get()).toEqual([])
  })
})
