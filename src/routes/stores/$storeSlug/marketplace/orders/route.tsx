import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '../../-member-guard'

// Spec 2, 6: the order list and every order detail are for members.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders')({
  beforeLoad: requireMember,
})
