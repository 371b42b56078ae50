import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { messages } from '../../../locales/en.po'

i18n.loadAndActivate({ locale: 'en', messages })

/** Renders a component the way the app does: inside Lingui's provider, in English. */
export function renderUi(element: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>)
}
