import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '../../-member-guard'

// The order list and every order detail are for members (docs/routes.md#member-pages).
export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders')({
  staticData: { catalog: 'purchase' },
  beforeLoad: requireMember,
})
