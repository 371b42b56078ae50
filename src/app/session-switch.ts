import type { AnyRouter } from '@tanstack/react-router'
import { dropSavedCheckouts } from '../features/checkout/actor/checkout-storage'
import { rebuildScreens } from '../features/layout/screen-generation'

/**
 * What the app does when another tab puts another person in this tab's place (the visitor
 * machine's `restartScreens`): the checkouts this tab saved go, every page is mounted afresh,
 * and every page's guards and loaders run again for the person now stored.
 */
export function restartScreens(router: () => AnyRouter): () => void {
  return () => {
    dropSavedCheckouts()
    rebuildScreens()
    void router().invalidate()
  }
}
