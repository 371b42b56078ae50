import { redirect } from '@tanstack/react-router'
import { positiveIdOf } from '../live/guards/live-query'

/** Order ids in paths are numeric; anything else is a page that does not exist. */
export function orderIdOrNotFound(raw: string): number {
  const id = positiveIdOf(raw)
  if (id === undefined) throw redirect({ to: '/error/not-found', replace: true })
  return id
}
