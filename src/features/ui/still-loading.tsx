import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button } from './button'
import './still-loading.css'

/**
 * How long a read may stay unanswered before the page says so. The client has no timeout (a slow
 * answer is still an answer: docs/reliability.md#slow-answers), so the screen is where a person
 * learns that the wait is not them.
 */
export const SLOW_READ_MS = 4000

/**
 * Beside a page's loading shape: after `SLOW_READ_MS` without an answer, says in words that it is
 * still loading and offers "Try again" (the address loaded afresh, so its reads are asked once
 * more), and leaves everything else on screen as it is.
 */
export function StillLoading() {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_READ_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!slow) return null
  return (
    <div className="still-loading" role="status">
      <p>
        <Trans>Still loading. The shop is taking longer than usual to answer.</Trans>
      </p>
      {/* A fresh load of the same address: the hung read is left behind, whatever it was. */}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
