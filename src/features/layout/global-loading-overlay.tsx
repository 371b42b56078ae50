import { useLocation, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { LoadingOverlay } from '../ui/loading-overlay'

/**
 * The overlay covers the root path '/' and shows whenever the global loading flag is on
 * (docs/routes.md#loading-overlay). It sits beside the routes, not in them (src/app/router.tsx),
 * so it shows while the first page's guard still waits (a sign-on token being exchanged), when
 * no route has rendered yet.
 */
export function GlobalLoadingOverlay() {
  const { boot } = useRouter().options.context
  const flagOn = useSelector(boot, (snapshot) => snapshot.matches({ loading: 'on' }))
  const pathname = useLocation({ select: (location) => location.pathname })
  return pathname === '/' || flagOn ? <LoadingOverlay /> : null
}
