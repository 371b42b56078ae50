import { useImperativeHandle, useState, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { usePostEdit } from './use-post-edit'
import { isolated } from '../../lib/bidi'

/** The product a seller is asked about before it is taken off the stream. */
export interface Removing {
  id: number
  name: string
}

/**
 * A stream product's actions: one place up or down (the order buyers see), and taking it off,
 * which asks first (`onRemove` opens the list's one dialog).
 */
export function SelectedActions({
  product,
  first,
  last,
  edit,
  onRemove,
}: {
  product: { id: number; name: string }
  first: boolean
  last: boolean
  edit: ReturnType<typeof usePostEdit>
  onRemove: (product: Removing) => void
}) {
  const { t } = useLingui()
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
        onClick={() => onRemove({ id, name: product.name })}
      >
        <Trans context="from the stream">Remove</Trans>
      </Button>
    </div>
  )
}

/** How the list asks: `ask` opens the dialog about one product. */
export interface RemoveDialogHandle {
  ask: (product: Removing) => void
}

/**
 * Asks before taking a product off, since buyers watching the stream lose it at once. One for the
 * whole list, not one per card: a dialog per card is thousands of them in a big stream. It keeps
 * which product it asks about itself, so opening it draws the dialog and not the list behind it.
 */
export function RemoveDialog({
  ref,
  edit,
}: {
  ref: Ref<RemoveDialogHandle>
  edit: ReturnType<typeof usePostEdit>
}) {
  const [removing, setRemoving] = useState<Removing | null>(null)
  useImperativeHandle(ref, () => ({ ask: setRemoving }), [])
  const onClose = () => setRemoving(null)
  const name = removing ? isolated(removing.name) : ''
  return (
    <Dialog
      open={removing !== null}
      onClose={onClose}
      title={<Trans>Remove “{name}” from the stream?</Trans>}
      footer={
        <>
          <Button
            variant="danger"
            onClick={async () => {
              if (removing) await edit.remove(removing.id, removing.name)
              onClose()
            }}
          >
            <Trans>Remove it</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans context="in the stream">Keep it</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Buyers watching the stream will no longer see it. You can add it again later.</Trans>
      </p>
    </Dialog>
  )
}
