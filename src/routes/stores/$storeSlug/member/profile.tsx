import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/account/profile-page'
import { requireMember } from '../-member-guard'

export const Route = createFileRoute('/stores/$storeSlug/member/profile')({
  beforeLoad: requireMember,
  component: ProfileRoute,
})

function ProfileRoute() {
  const { visitor } = Route.useRouteContext()
  const { storeSlug } = Route.useParams()
  return <ProfilePage visitor={visitor} storeSlug={storeSlug} />
}
