import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'

function Explanation({ code }: { code: string }) {
  switch (code) {
    case 'VALIDATION_EXCEPTION':
      return (
        <Trans>Some details of the post were not accepted. Check the form and try again.</Trans>
      )
    case 'STORE_PAYMENT_SHIPPING_UNSET':
      return (
        <Trans>
          Your shop has no payment or shipping method yet. Set both up before selling in a stream.
        </Trans>
      )
    case 'UNAUTHORIZED_ACCESS_TO_STREAM':
      return <Trans>This stream belongs to another liver, so its post cannot be set here.</Trans>
    case 'LIVER_NOT_IN_WHITELIST':
      return (
        <Trans>Your account may not sell in the live shop, so the stream cannot get a post.</Trans>
      )
    case 'NETWORK':
      return <Trans>We could not reach the server. Check your connection and try again.</Trans>
    default:
      return <Trans>Something unexpected happened (code Z1). Please try again.</Trans>
  }
}

/** Why the stream's post was not made, or (`made`) made but not yet the stream's. */
export function StreamPostProblem({ code, made = false }: { code: string; made?: boolean }) {
  return (
    <Alert
      tone={code === 'NETWORK' ? 'warning' : 'danger'}
      title={
        made ? (
          <Trans>The post was made but is not linked to the stream yet</Trans>
        ) : (
          <Trans>The post was not made</Trans>
        )
      }
    >
      <Explanation code={code} />
    </Alert>
  )
}
