import { useRouteContext } from '@tanstack/react-router'
import type { LoadingFlag } from './global-loading'

/** The global loading flag (the boot machine's, through the router context). */
export function useLoadingFlag(): LoadingFlag {
  return useRouteContext({ from: '__root__', select: (context) => context.boot })
}
