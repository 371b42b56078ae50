import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec 2: marketplace pages need a store slug; /stores alone names none.
export const Route = createFileRoute('/stores/')({
  beforeLoad: () => {
    throw redirect({ to: '/error/abnormal', replace: true })
  },
})
