import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { networkActor } from './network-actor'
import './offline-notice.css'

/**
 * Says calmly that the browser is offline, above whatever page is open; the page keeps every
 * choice and typed value, and goes on when the network is back (docs/reliability.md#offline-and-back).
 */
export function OfflineNotice() {
  const offline = useSelector(networkActor(), (snapshot) => snapshot.matches('offline'))
  return (
    <div role="status" className="offline-notice-region">
      {offline && (
        <p className="offline-notice">
          <Trans>
            You are offline. Everything you chose and typed stays here; the page goes on when the
            connection is back.
          </Trans>
        </p>
      )}
    </div>
  )
}
