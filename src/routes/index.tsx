import { createFileRoute } from '@tanstack/react-router'

// The root path only shows the full-screen loading overlay; the overlay is global.
export const Route = createFileRoute('/')({
  component: () => null,
})
