import { atom, type ReadableAtom } from 'nanostores'

import { $overlayStack, openOverlay, type OverlayData, type OverlayName } from '../stores/overlays.ts'

/** The stores and actions of one use of a flow (a dialog opened); exit() stops what that use started. */
export interface Flow {
  exit(): void
}

export interface OverlayFlow<F extends Flow, Name extends OverlayName> {
  /** The flow of the overlay on screen; undefined once it closed. */
  $flow: ReadableAtom<F | undefined>
  /** Opens the overlay on a new flow; the one before, if any, exits. */
  open(flow: F, data: OverlayData[Name]): F
}

/** One overlay's flows: each opening gets a flow of its own, which exits when the overlay closes, whoever closes it. */
export function overlayFlow<F extends Flow, Name extends OverlayName>(name: Name): OverlayFlow<F, Name> {
  const $flow = atom<F | undefined>(undefined)
  let unbind: (() => void) | undefined

  function end(): void {
    unbind?.()
    unbind = undefined
    const flow = $flow.get()
    $flow.set(undefined)
    flow?.exit()
  }

  return {
    $flow,
    open(flow, data) {
      end()
      $flow.set(flow)
      openOverlay(name, data)
      unbind = $overlayStack.listen((stack) => {
        if (!stack.some((overlay) => overlay.name === name)) end()
      })
      return flow
    }
  }
}
