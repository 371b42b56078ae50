import { createFileRoute } from '@tanstack/react-router'
import { redirectToFirstStep } from '../../../features/checkout/actor/checkout-routes'

// The checkout opens on its first step; the machine moves on from there.
export const Route = createFileRoute('/17shop/checkout/')({ beforeLoad: redirectToFirstStep })
