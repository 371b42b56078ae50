import { memo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderMessage } from '../../api/schemas/order-message'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { WindowedList } from '../ui/windowed-list'
import { DateTime } from '../shared/date-time'
import { MessageComposer } from './message-composer'
import { useOrderMessages, type OrderMessagesApi } from './use-order-messages'

/** Who wrote a message, with their picture: the buyer themself, or the store. */
function Writer({ message }: { message: OrderMessage }) {
  const seller = message.role === 'seller'
  const name = seller ? message.store?.name : message.user?.name
  const avatar = seller ? message.store?.avatar_url : message.user?.avatars[0]
  return (
    <p className="order-message__writer">
      {avatar ? (
        <img className="order-message__avatar" src={avatar} alt="" width={32} height={32} />
      ) : (
        <span className="order-message__avatar" aria-hidden="true" />
      )}
      <span>
        <span className="order-message__name">
          {name ?? (seller ? <Trans>The seller</Trans> : <Trans>You</Trans>)}
        </span>{' '}
        <span className="order-message__role">
          {seller ? <Trans>(seller)</Trans> : <Trans>(buyer)</Trans>}
        </span>
      </span>
    </p>
  )
}

/** One message; a thread re-read with nothing new draws none of them again. */
const Message = memo(function Message({ message }: { message: OrderMessage }) {
  return (
    <>
      <Writer message={message} />
      <p className="order-message__text">{message.message}</p>
      <p className="order-message__time">
        <DateTime value={message.created_at} />
      </p>
    </>
  )
})

/**
 * The conversation of an order with its seller, oldest first, and the box to write in. Texts are
 * shown as text with their line breaks, never as markup. Fed by each shop's own two calls.
 */
export function OrderMessages({ api, orderId }: { api: OrderMessagesApi; orderId: number }) {
  const { t } = useLingui()
  const { status, messages, retry, send } = useOrderMessages(api, orderId)
  return (
    <section className="order-section" aria-labelledby="order-messages-title">
      <h2 id="order-messages-title">
        <Trans>Messages with the seller</Trans>
      </h2>
      {status === 'loading' && <Spinner label={t`Loading the messages…`} />}
      {status === 'error' && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>The messages could not be loaded.</Trans>
        </Alert>
      )}
      {status === 'ready' &&
        (messages.length === 0 ? (
          <p className="order-muted">
            <Trans>No messages yet. Ask the seller anything about this order below.</Trans>
          </p>
        ) : (
          <WindowedList
            as="ol"
            className="order-messages"
            label={t`Messages`}
            items={messages}
            itemKey={(message) => message.id}
            itemClassName={(message) =>
              `order-message order-message--${message.role === 'seller' ? 'seller' : 'buyer'}`
            }
            estimateSize={120}
            renderItem={(message) => <Message message={message} />}
          />
        ))}
      {status !== 'error' && <MessageComposer onSend={send} />}
    </section>
  )
}
