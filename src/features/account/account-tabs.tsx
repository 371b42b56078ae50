import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RouteTab, RouteTabs } from '../ui/route-tabs'
import './account.css'

/**
 * The account page's frame: tabs login (the default) and register. The `redirect` of the login
 * rides along to the register tab and back, so nobody loses where they were going.
 */
export function AccountTabs({
  storeSlug,
  redirect,
  children,
}: {
  storeSlug: string
  redirect: string | undefined
  children: ReactNode
}) {
  const { t } = useLingui()
  const search = redirect === undefined ? {} : { redirect }
  return (
    <div className="account-page">
      <h1>
        <Trans>Your account</Trans>
      </h1>
      <RouteTabs label={t`Log in or register`}>
        <RouteTab
          to="/stores/$storeSlug/account"
          params={{ storeSlug }}
          search={search}
          activeOptions={{ exact: true, includeSearch: false }}
        >
          <Trans>Log in</Trans>
        </RouteTab>
        <RouteTab
          to="/stores/$storeSlug/account/register"
          params={{ storeSlug }}
          search={search}
          activeOptions={{ includeSearch: false }}
        >
          <Trans>Register</Trans>
        </RouteTab>
      </RouteTabs>
      {children}
    </div>
  )
}
