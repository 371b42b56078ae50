import { createFileRoute } from '@tanstack/react-router'
import { StyleGuide } from '../../features/ui/style-guide/style-guide'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// The plain layout: the style guide is a work surface and shows both brands itself.
export const Route = createFileRoute('/playground/style')({
  staticData: { layout: 'default' },
  head: titled(msg`Style guide`),
  component: StyleGuide,
})
