import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { usePostEdit } from './use-post-edit'
import { isolated } from '../../lib/bidi'

/**
 * A stream product's actions: one place up or down (the order buyers see), and taking it off,
 * which asks first, since buyers watching the stream lose it at once.
 */
export function SelectedActions({
  product,
  first,
  last,
  edit,
}: {
  product: { id: number; name: string }
  first: boolean
  last: boolean
  edit: ReturnType<typeof usePostEdit>
}) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const { id } = product
  const name = isolated(product.name)
  return (
    <div className="live-seller-card-actions">
      <div className="live-seller-card-actions__move">
        <Button
          variant="ghost"
          disabled={first}
          aria-label={t`Move ${name} up`}
          onClick={() => edit.move(id, product.name, -1)}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="ghost"
          disabled={last}
          aria-label={t`Move ${name} down`}
          onClick={() => edit.move(id, product.name, 1)}
        >
          <span aria-hidden="true">↓</span>
        </Button>
      </div>
      <Button
        variant="secondary"
        block
        aria-label={t`Remove ${name} from the stream`}
        onClick={() => setConfirming(true)}
      >
        <Trans context="from the stream">Remove</Trans>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={<Trans>Remove “{name}” from the stream?</Trans>}
        footer={
          <>
            <Button
              variant="danger"
              onClick={async () => {
                await edit.remove(id, product.name)
                setConfirming(false)
              }}
            >
              <Trans>Remove it</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans context="in the stream">Keep it</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            Buyers watching the stream will no longer see it. You can add it again later.
          </Trans>
        </p>
      </Dialog>
    </div>
  )
}
