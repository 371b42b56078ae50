import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Alert } from '../ui/alert'
import { Spinner } from '../ui/spinner'
import { LoginForm } from './login-form'
import { afterLoginPath } from './redirect-target'

interface LoginPageProps {
  visitor: VisitorActorRef
  storeSlug: string
  /** Where to go once logged in; checked again here, whatever the route let through. */
  redirect: string | undefined
  /** A passport token from a link: it logs the visitor in on arrival. */
  passportToken: string | undefined
  /** Arrived by the verification e-mail's link. */
  verified: boolean
}

/** The login tab: logs in by the link's passport token, or by the form; then on to `redirect`. */
export function LoginPage({
  visitor,
  storeSlug,
  redirect,
  passportToken,
  verified,
}: LoginPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const isMember = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  const busy = useSelector(visitor, (snapshot) => snapshot.matches('loggingIn'))
  // A ref, not state: StrictMode runs effects twice, and the token must be spent once.
  const passportSent = useRef(false)

  // Follows the URL: the passport link's token is the login the person asked for by opening it.
  useEffect(() => {
    if (!passportToken || passportSent.current) return
    passportSent.current = true
    visitor.send({ type: 'visitor.login', credentials: { passport_token: passportToken } })
  }, [visitor, passportToken])

  useEffect(() => {
    // Replace: Back from where the visitor was going must not land on the login form again.
    if (isMember) void navigate({ href: afterLoginPath(redirect, storeSlug), replace: true })
  }, [isMember, navigate, redirect, storeSlug])

  return (
    <>
      {verified && (
        <Alert tone="success">
          <Trans>Your e-mail address is verified. Log in to start shopping.</Trans>
        </Alert>
      )}
      {passportToken && busy && <Spinner label={t`Logging you in…`} />}
      <LoginForm
        visitor={visitor}
        storeSlug={storeSlug}
        passportAttempted={Boolean(passportToken)}
      />
    </>
  )
}
