import { Trans } from '@lingui/react/macro'

export function SiteHeader() {
  return (
    <header className="site-header">
      <span className="site-header__brand">
        <Trans>17shop</Trans>
      </span>
    </header>
  )
}
