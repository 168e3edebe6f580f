import { atom } from 'nanostores'

/** The full-screen loader with its message (docs/layout.md#loader-and-notifications); undefined when hidden. */
export const $fullScreenLoader = atom<string | undefined>(undefined)

export function showFullScreenLoader(message: string): void {
  $fullScreenLoader.set(message)
}

export function hideFullScreenLoader(): void {
  $fullScreenLoader.set(undefined)
}
