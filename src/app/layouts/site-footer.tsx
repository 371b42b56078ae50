import { Trans } from '@lingui/react/macro'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Trans>© 17shop. Prices include tax.</Trans>
    </footer>
  )
}
