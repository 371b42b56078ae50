import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ButtonAnchor } from '../../features/ui/button-link'
import type { ButtonVariant } from '../../features/ui/button'
import { BackButton } from '../../features/ui/back-button'
import { config } from '../../lib/env'

/** A link to an in-app address known only at run time, followed without reloading the app. */
function InAppLink({
  href,
  variant,
  children,
}: {
  href: string
  variant: ButtonVariant
  children: ReactNode
}) {
  const router = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <ButtonAnchor href={href} variant={variant} onClick={follow}>
      {children}
    </ButtonAnchor>
  )
}

export function RetryLink({ from }: { from: string }) {
  return (
    <InAppLink href={from} variant="primary">
      <Trans>Try again</Trans>
    </InAppLink>
  )
}

export function StoreTopLink({ store }: { store: string }) {
  return (
    <InAppLink href={`/stores/${encodeURIComponent(store)}`} variant="primary">
      <Trans>Go to the store top</Trans>
    </InAppLink>
  )
}

/** Always there, so nobody is left on an error page with no way forward. */
export function MainSiteLink() {
  return (
    <ButtonAnchor href={config.mainSiteUrl} variant="ghost">
      <Trans>Go to the main site</Trans>
    </ButtonAnchor>
  )
}

/**
 * The ways on from every error page, in one order: try the page again (when it is known), back,
 * the store's top (when the link named the store), the main site. The first is the primary one.
 */
export function ErrorActions({ retry, store }: { retry?: string; store?: string }) {
  return (
    <>
      {retry && <RetryLink from={retry} />}
      <BackButton variant={retry ? 'secondary' : 'primary'}>
        <Trans>Go back</Trans>
      </BackButton>
      {store && <StoreTopLink store={store} />}
      <MainSiteLink />
    </>
  )
}
