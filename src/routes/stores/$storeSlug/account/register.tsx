import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../../features/account/register-page'

export const Route = createFileRoute('/stores/$storeSlug/account/register')({
  component: RegisterRoute,
})

function RegisterRoute() {
  const { storeSlug } = Route.useParams()
  return <RegisterPage storeSlug={storeSlug} />
}
