import type { ReactNode } from 'react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Button, type ButtonVariant } from './button'

/**
 * Goes one step back in this app's history. Renders nothing when there is no in-app page to go
 * back to (a page opened from a link or a new tab), so it never takes someone off the site.
 */
export function BackButton({
  children,
  variant = 'secondary',
}: {
  children: ReactNode
  variant?: ButtonVariant
}) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  if (!canGoBack) return null
  return (
    <Button variant={variant} onClick={() => router.history.back()}>
      {children}
    </Button>
  )
}
