import { useId, type ReactNode, type Ref } from 'react'
import { Alert } from '../ui/alert'
import { useCallFailureMessage } from '../shared/call-failure-message'
import { useHeldBackMessage } from '../shared/held-back-message'
import './account.css'

interface AccountFormProps {
  ref?: Ref<HTMLFormElement>
  title: ReactNode
  /** A failure that belongs to no field, announced above the fields. */
  failure?: string | undefined
  /**
   * A call that failed (no connection, the server's fault, a write held back for a changed
   * session), said in the same place.
   */
  callFailure?: { error: unknown } | null
  children: ReactNode
}

/**
 * The frame of every account form: named by its heading, checked by us rather than the browser
 * (our messages are translated and announced), submitted by its submit button's action.
 */
export function AccountForm({ ref, title, failure, callFailure, children }: AccountFormProps) {
  const titleId = useId()
  const callFailureMessage = useCallFailureMessage()
  const heldBack = useHeldBackMessage()
  const shown =
    failure ??
    (callFailure
      ? (heldBack.of(callFailure.error) ?? callFailureMessage(callFailure.error))
      : undefined)
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="account-form"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {shown && <Alert tone="danger">{shown}</Alert>}
      {children}
    </form>
  )
}
