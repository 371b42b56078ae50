import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../../features/account/register-page'
import { titled } from '../../../-page-title'
import { msg } from '@lingui/core/macro'

export const Route = createFileRoute('/stores/$storeSlug/account/register')({
  head: titled(msg`Create an account`),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { storeSlug } = Route.useParams()
  return <RegisterPage storeSlug={storeSlug} />
}
