import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { showToast } from '../ui/toast-store'
import { ChangePasswordForm } from './change-password-form'
import { ProfileAgeForm } from './profile-age-form'
import { ProfileNameForm } from './profile-name-form'
import './account.css'

/**
 * Logs out; once the machine has settled, on to the store top (this page is for members). Kept
 * above the page's content, which goes away as soon as the member does.
 */
function useLogout(visitor: VisitorActorRef, storeSlug: string) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const loggingOut = useSelector(visitor, (snapshot) => snapshot.matches('loggingOut'))
  const isMember = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  const asked = useRef(false)

  useEffect(() => {
    if (!asked.current || loggingOut || isMember) return
    asked.current = false
    showToast(t`You have logged out.`, { tone: 'success' })
    void navigate({ to: '/stores/$storeSlug/marketplace', params: { storeSlug }, replace: true })
  }, [loggingOut, isMember, navigate, storeSlug, t])

  return () => {
    asked.current = true
    visitor.send({ type: 'visitor.logout' })
  }
}

/**
 * The member's profile (/member/profile): name and phone, age, password, the saved cards and
 * payees (the wallet, given by the route), logout.
 */
export function ProfilePage({
  visitor,
  storeSlug,
  wallet,
}: {
  visitor: VisitorActorRef
  storeSlug: string
  wallet: ReactNode
}) {
  const { t } = useLingui()
  const user = useSelector(visitor, (snapshot) => snapshot.context.user)
  const logout = useLogout(visitor, storeSlug)
  if (!user) return <Spinner label={t`Loading`} />
  const email = user.email
  return (
    <div className="account-page">
      <h1>
        <Trans>Your profile</Trans>
      </h1>
      <p>
        <Trans>Logged in as {email}</Trans>
      </p>
      {/* Keyed by member: another login in this tab starts from that member's values. */}
      <ProfileNameForm key={user.id} user={user} visitor={visitor} />
      <ProfileAgeForm key={`age-${user.id}`} user={user} visitor={visitor} />
      <ChangePasswordForm />
      <Fragment key={`wallet-${user.id}`}>{wallet}</Fragment>
      <Button variant="secondary" onClick={logout}>
        <Trans>Log out</Trans>
      </Button>
    </div>
  )
}
