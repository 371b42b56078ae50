import { useLocation, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { LoadingOverlay } from '../ui/loading-overlay'

/**
 * The overlay covers the root path '/' and shows whenever the global loading flag is on
 * (docs/routes.md#loading-overlay).
 */
export function GlobalLoadingOverlay() {
  const { boot } = useRouteContext({ from: '__root__' })
  const flagOn = useSelector(boot, (snapshot) => snapshot.matches({ loading: 'on' }))
  const pathname = useLocation({ select: (location) => location.pathname })
  return pathname === '/' || flagOn ? <LoadingOverlay /> : null
}
