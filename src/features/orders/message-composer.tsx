import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ORDER_MESSAGE_MAX_LENGTH } from '../../api/schemas/requests/order-message'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextAreaField } from '../ui/text-area-field'
import type { SendProblem } from './use-order-messages'

function useProblemMessage(): (problem: SendProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    switch (problem) {
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
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<SendProblem | null>(null)
  const length = text.trim().length
  const max = ORDER_MESSAGE_MAX_LENGTH
  const over = length > max
  const error =
    length === 0
      ? t`Write a message first.`
      : over
        ? t`Shorten your message to ${max} characters or fewer.`
        : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (error || busy) return
    setBusy(true)
    setProblem(null)
    const outcome = await onSend(text.trim())
    setBusy(false)
    setProblem(outcome)
    if (outcome === null) {
      setText('')
      setTried(false)
    }
  }

  return (
    <form
      className="order-composer"
      onSubmit={submit}
      noValidate
      aria-label={t`Write to the seller`}
    >
      {problem && <Alert tone="danger">{problemMessage(problem)}</Alert>}
      <TextAreaField
        label={t`Message to the seller`}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={tried ? error : undefined}
        description={
          <span className={over ? 'order-composer__count--over' : undefined}>
            <Trans>
              {length} / {max} characters
            </Trans>
          </span>
        }
      />
      <Button type="submit" loading={busy}>
        <Trans>Send</Trans>
      </Button>
    </form>
  )
}
