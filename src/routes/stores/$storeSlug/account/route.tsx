import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { settledVisitor } from '../../../../features/visitor/visitor-wait'
import { AccountTabs } from '../../../../features/account/account-tabs'
import { afterLoginPath, RedirectSearchSchema } from '../../../../features/account/redirect-target'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

const AccountSearch = v.object({
  /** Where to go after logging in: an in-app path only, else dropped. */
  redirect: RedirectSearchSchema,
  /** A login link's token: the login tab logs in with it on arrival. */
  passport_token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  /** Reached from the verification e-mail's link: the address has just been confirmed. */
  verified: v.fallback(v.optional(v.literal(1)), undefined),
})

export const Route = createFileRoute('/stores/$storeSlug/account')({
  validateSearch: AccountSearch,
  beforeLoad: async ({ context, search, params }) => {
    // A member has nothing to do here, unless a login link says to log in as someone.
    if (search.passport_token) return
    if ((await settledVisitor(context.visitor)) === 'member') {
      throw redirect({ href: afterLoginPath(search.redirect, params.storeSlug), replace: true })
    }
  },
  head: titled(msg`Your account`),
  component: AccountRoute,
})

function AccountRoute() {
  const { storeSlug } = Route.useParams()
  const { redirect: target } = Route.useSearch()
  return (
    <AccountTabs storeSlug={storeSlug} redirect={target}>
      <Outlet />
    </AccountTabs>
  )
}
