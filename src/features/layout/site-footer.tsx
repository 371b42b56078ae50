import { Trans } from '@lingui/react/macro'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Trans>© 17shop. Prices include tax.</Trans>
      </div>
    </footer>
  )
}
