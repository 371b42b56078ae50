import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { installGlobalErrorHandlers } from './lib/report-error'
import { createBootActor, forgetChunkReload } from './app/boot-actor'
import { createAppRouter } from './app/router'
import { createApiClient } from './app/api-client'
import { installDefaultUnauthorizedHandler } from './api/client/unauthorized'
import { startSentryAfterFirstPaint } from './app/sentry'
import { i18n } from './i18n/activate'
import { applyLocale } from './i18n/locale-guard'
import './app/styles/global.css'

// First, so nothing raised during start-up escapes the report queue.
installGlobalErrorHandlers(window)

const boot = createBootActor()
boot.start()

// A failed preload of a lazily loaded page is a chunk failure too.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  boot.send({ type: 'app.chunk.failed', path: window.location.pathname + window.location.search })
})

// Until the visitor machine owns it, a 401 anywhere clears the session and goes to log in.
installDefaultUnauthorizedHandler(window)

const router = createAppRouter({ boot, http: createApiClient() })
router.subscribe('onResolved', () => forgetChunkReload(boot))

// Lingui's provider renders nothing until a catalog is active, so the first one loads before render.
await applyLocale(window.location.pathname, new URLSearchParams(window.location.search).get('locale'))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)

startSentryAfterFirstPaint()
