import { createFileRoute, redirect } from '@tanstack/react-router'

// Marketplace pages need a store slug; /stores alone names none.
export const Route = createFileRoute('/stores/')({
  beforeLoad: () => {
    throw redirect({ to: '/error/abnormal', replace: true })
  },
})
