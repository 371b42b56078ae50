import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../button'
import { Dialog } from '../dialog'
import { showToast } from '../toast-store'
import { DemoSection } from './demo-section'

export function OverlaysDemo() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <DemoSection title={<Trans>Dialog and toasts</Trans>}>
      <div className="demo-row">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Open dialog</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast(t`Added to cart.`, { tone: 'success' })}
        >
          <Trans>Show toast</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast(t`The item could not be added.`, { tone: 'danger' })}
        >
          <Trans>Show error toast</Trans>
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Remove this item?`}
        footer={
          <>
            <Button variant="danger" onClick={() => setOpen(false)}>
              <Trans>Remove</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>The item leaves your cart. You can add it again later.</Trans>
        </p>
      </Dialog>
    </DemoSection>
  )
}
