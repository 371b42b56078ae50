import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { SUPPORTED_LOCALES, type Locale } from '../../i18n/locales'

// Each language is named in itself, so a person who cannot read the current one still finds theirs.
const ENDONYMS: Record<Locale, string> = { en: 'English', ja: '日本語', 'zh-TW': '繁體中文' }

/**
 * Links, not a menu: each keeps the page and sets ?locale=, which the root route's language
 * guard applies and remembers. Plain links work with Tab and Enter, open in a new tab, and
 * can be shared.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui()
  return (
    <nav className="language-switcher" aria-label={t`Language`}>
      <ul className="language-switcher__list">
        {SUPPORTED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to="."
              search={(previous) => ({ ...previous, locale })}
              className="language-switcher__link"
              lang={locale}
              hrefLang={locale}
              aria-current={i18n.locale === locale ? 'true' : undefined}
            >
              {ENDONYMS[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
