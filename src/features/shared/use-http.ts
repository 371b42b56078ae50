import { useRouteContext } from '@tanstack/react-router'
import type { Http } from '../../api/http'

/** The app's API client from the router context; it loads with the first page that asks. */
export function useGetHttp(): () => Promise<Http> {
  return useRouteContext({ from: '__root__', select: (context) => context.getHttp })
}
