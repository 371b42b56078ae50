import { useId, useState, type ReactNode, type Ref } from 'react'
import { Alert } from '../ui/alert'
import { useCallFailureMessage } from '../shared/call-failure-message'
import './account.css'
import { reportUnexpected } from '../../api/client/report-unexpected'

interface AccountFormProps {
  ref?: Ref<HTMLFormElement>
  title: ReactNode
  /** A failure that belongs to no field, announced above the fields. */
  failure: string | undefined
  children: ReactNode
}

/**
 * The frame of every account form: named by its heading, checked by us rather than the browser
 * (our messages are translated and announced), submitted by its submit button's action.
 */
export function AccountForm({ ref, title, failure, children }: AccountFormProps) {
  const titleId = useId()
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="account-form"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {children}
    </form>
  )
}

/**
 * Runs a form's call and keeps the failure to show when it rejects (no connection, the
 * server's fault); answers about the input are the form's own business.
 */
export function useFormFailure() {
  const callFailureMessage = useCallFailureMessage()
  const [failure, setFailure] = useState<string>()
  const attempt = async (work: () => Promise<unknown>) => {
    setFailure(undefined)
    try {
      await work()
    } catch (error) {
      reportUnexpected(error, { source: 'account form' })
      setFailure(callFailureMessage(error))
    }
  }
  return { failure, attempt, fail: (error: unknown) => setFailure(callFailureMessage(error)) }
}
