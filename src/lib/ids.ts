import { isPositiveInteger } from './integers'

/**
 * An id in a path: a positive safe integer written the one way the server writes it (digits, no
 * leading zero, nothing around them). `0042`, ` 42` or `4.2e1` name nothing, so a route shows its
 * not-found page and the sandbox answers 404, as a router with a numeric constraint does
 * (docs/routes.md#ids-in-addresses).
 */
const CANONICAL_ID = /^[1-9]\d{0,15}$/

export function pathIdOf(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !CANONICAL_ID.test(raw)) return undefined
  const id = Number(raw)
  return isPositiveInteger(id) ? id : undefined
}

/**
 * An id in a link's query from outside (the 17LIVE app, a shared message): people and apps pad
 * and space them, so it is trimmed and its leading zeros dropped before the path rule reads it.
 */
export function linkIdOf(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined
  return pathIdOf(raw.trim().replace(/^0+(?=\d)/, ''))
}
