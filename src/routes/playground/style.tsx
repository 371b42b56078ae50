import { createFileRoute } from '@tanstack/react-router'
import { StyleGuide } from '../../features/ui/style-guide/style-guide'

// The plain layout: the style guide is a work surface and shows both brands itself.
export const Route = createFileRoute('/playground/style')({
  staticData: { layout: 'default' },
  component: StyleGuide,
})
