import { redirect } from '@tanstack/react-router'

/**
 * To another live page with the same query: the live ids (in whatever spelling the link used)
 * and the locale travel along, so the guards there find the same store.
 */
export function redirectKeepingQuery(pathname: string, location: { searchStr: string }): never {
  throw redirect({ href: `${pathname}${location.searchStr}`, replace: true })
}
