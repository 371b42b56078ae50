import { redirect } from '@tanstack/react-router'
import type { VisitorActorRef } from '../../../../machines/visitor/visitor.machine'
import { settledVisitor } from '../../../features/visitor/visitor-wait'

interface GuardArgs {
  context: { visitor: VisitorActorRef }
  location: { href: string }
  params: { storeSlug: string }
}

/**
 * Orders and the profile are for members (docs/routes.md#member-pages). A ghost or a guest goes to
 * the store's login tab, which brings them back here (path and query) after logging in.
 */
export async function requireMember({ context, location, params }: GuardArgs): Promise<void> {
  if ((await settledVisitor(context.visitor)) === 'member') return
  throw redirect({
    to: '/stores/$storeSlug/account',
    params: { storeSlug: params.storeSlug },
    search: { redirect: location.href },
  })
}

/**
 * An order's page is its buyer's: a member's, or a guest's (the API answers only the order's own
 * buyer). A ghost goes to log in, like on the member pages.
 */
export async function requireBuyer({ context, location, params }: GuardArgs): Promise<void> {
  if ((await settledVisitor(context.visitor)) !== 'ghost') return
  throw redirect({
    to: '/stores/$storeSlug/account',
    params: { storeSlug: params.storeSlug },
    search: { redirect: location.href },
  })
}
