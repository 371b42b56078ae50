import { redirect } from '@tanstack/react-router'
import { pathIdOf } from '../../lib/ids'

/** An order id that is not one (docs/routes.md#ids-in-addresses) is a page that does not exist. */
export function orderIdOrNotFound(raw: string): number {
  const id = pathIdOf(raw)
  if (id === undefined) throw redirect({ to: '/error/not-found', replace: true })
  return id
}
