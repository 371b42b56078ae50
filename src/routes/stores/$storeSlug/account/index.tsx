import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../../features/account/login-page'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

// The login tab, the account page's default.
export const Route = createFileRoute('/stores/$storeSlug/account/')({
  head: titled(msg`Log in`),
  component: LoginRoute,
})

function LoginRoute() {
  const { visitor } = Route.useRouteContext()
  const { storeSlug } = Route.useParams()
  const search = Route.useSearch()
  return (
    <LoginPage
      visitor={visitor}
      storeSlug={storeSlug}
      redirect={search.redirect}
      passportToken={search.passport_token}
      verified={search.verified === 1}
    />
  )
}
