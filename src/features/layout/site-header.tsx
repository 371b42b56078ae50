import { Trans } from '@lingui/react/macro'
import type { BrandLook } from '../ui/brand-look'
import { LanguageSwitcher } from './language-switcher'

function BrandName({ brand }: { brand: BrandLook | undefined }) {
  return brand === 'marketplace' ? <Trans>17shop Marketplace</Trans> : <Trans>17shop</Trans>
}

export function SiteHeader({ brand }: { brand: BrandLook | undefined }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <p className="site-header__brand">
          <BrandName brand={brand} />
        </p>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
