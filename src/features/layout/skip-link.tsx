import type { MouseEvent } from 'react'
import { Trans } from '@lingui/react/macro'

/**
 * The first stop for keyboard users, past the header to the content. Focus is moved by hand:
 * following the #main fragment would add a history entry the router treats as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main')
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      <Trans>Skip to main content</Trans>
    </a>
  )
}
