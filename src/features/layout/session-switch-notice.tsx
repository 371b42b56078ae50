import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'

/**
 * Says that another tab put another person in this tab's place (a login, a logout), so what the
 * page showed and what was typed into it are gone: the visitor machine decided, this only shows it
 * until the visitor has read it.
 */
export function SessionSwitchNotice({ visitor }: { visitor: VisitorActorRef }) {
  const shown = useSelector(visitor, (snapshot) => snapshot.context.switchNotice)
  if (!shown) return null
  return (
    <div className="session-switch-notice">
      <Alert
        tone="warning"
        title={<Trans>You logged in or out in another tab</Trans>}
        action={
          <Button
            variant="secondary"
            onClick={() => visitor.send({ type: 'visitor.switch.dismiss' })}
          >
            <Trans>Close</Trans>
          </Button>
        }
      >
        <Trans>
          This page now shows the account in use there. What you had entered here was cleared and
          not saved.
        </Trans>
      </Alert>
    </div>
  )
}
