import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ORDER_MESSAGE_MAX_LENGTH } from '../../api/schemas/requests/order-message'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextAreaField } from '../ui/text-area-field'
import type { SendProblem } from './use-order-messages'
import { useForm } from '../forms/use-form'
import { useHeldBackMessage } from '../shared/held-back-message'

function useProblemMessage(): (problem: SendProblem) => string {
  const { t } = useLingui()
  const heldBack = useHeldBackMessage()
  return (problem) => {
    switch (problem) {
      case 'heldBack':
        return heldBack.text
      case 'offline':
        return t`Your message was not sent: there is no connection. Check it and send again.`
      case 'server':
        return t`Your message was not sent: our server had a problem. Send it again in a moment.`
      case 'invalid':
      case 'refused':
        return t`Your message was not accepted. Check it and send again.`
    }
  }
}

/**
 * The buyer's box for writing to the seller: checked before it goes (not empty, not too long,
 * with a counter), and the text stays when sending fails.
 */
export function MessageComposer({
  onSend,
}: {
  onSend: (text: string) => Promise<SendProblem | null>
}) {
  const { t } = useLingui()
  const problemMessage = useProblemMessage()
  const [problem, setProblem] = useState<SendProblem | null>(null)
  const max = ORDER_MESSAGE_MAX_LENGTH
  const form = useForm({
    initial: { text: '' },
    check: ({ text }) => ({
      text:
        text.trim().length === 0
          ? t`Write a message first.`
          : text.trim().length > max
            ? t`Shorten your message to ${max} characters or fewer.`
            : undefined,
    }),
    source: 'message composer',
  })
  const { holder } = form
  const length = form.values.text.trim().length
  const over = length > max

  const submit = form.submit(async ({ text }) => {
    setProblem(null)
    const outcome = await onSend(text.trim())
    setProblem(outcome)
    if (outcome === null) form.reset()
  })

  return (
    <form
      ref={holder}
      className="order-composer"
      onSubmit={submit}
      noValidate
      aria-label={t`Write to the seller`}
    >
      {problem && <Alert tone="danger">{problemMessage(problem)}</Alert>}
      <TextAreaField
        label={t`Message to the seller`}
        required
        value={form.values.text}
        onChange={(event) => form.set('text')(event.target.value)}
        error={form.error('text')}
        description={
          <span className={over ? 'order-composer__count--over' : undefined}>
            <Trans>
              {length} / {max} characters
            </Trans>
          </span>
        }
      />
      <Button type="submit" loading={form.busy}>
        <Trans>Send</Trans>
      </Button>
    </form>
  )
}
