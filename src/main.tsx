import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { installGlobalErrorHandlers } from './lib/report-error'
import { createBootActor, forgetChunkReload } from './app/boot-actor'
import { createVisitorActor } from './features/visitor/visitor-actor'
import { createAppRouter } from './app/router'
import { restartScreens } from './app/session-switch'
import { loadApiClient } from './app/api-client'
import { startSentryAfterFirstPaint } from './app/sentry'
import { startFirstPage } from './app/first-page'
import { i18n } from './i18n/activate'
import { applyFirstLocale } from './i18n/first-locale'
import { endFirstLoadSharing } from './lib/first-load-share'
import { yieldToBrowser } from './lib/yield-to-browser'
import './app/styles/global.css'

// First, so nothing raised during start-up escapes the report queue.
installGlobalErrorHandlers(window)

// Start-up in several tasks, not one (docs/budgets.md#main-thread-time): evaluating the code,
// starting each machine (XState's first run is cold code), building the router and matching the
// first page each take a phone tens of milliseconds, and a phone answers a tap only between tasks.
await yieldToBrowser()
const boot = createBootActor()
boot.start()
await yieldToBrowser()

// Who is visiting, for the whole app; it also owns the 401 flow (tokens, cart, profile, redirect).
// Another tab's login or logout rebuilds this tab's pages for the person now stored.
const visitor = createVisitorActor({
  getHttp: loadApiClient,
  restartScreens: restartScreens(() => router),
})
visitor.start()
await yieldToBrowser()
const router = createAppRouter({ boot, visitor, getHttp: loadApiClient })

// A page being opened whose code fails to load is reloaded once (the boot machine decides).
// A failed hover preload is left alone: the code is fetched again when the page is opened.
window.addEventListener('vite:preloadError', (event) => {
  if (!router.state.isLoading) return
  event.preventDefault()
  boot.send({ type: 'app.chunk.failed', path: router.latestLocation.href })
})
router.subscribe('onResolved', () => forgetChunkReload(boot))
await yieldToBrowser()

// Lingui's provider renders nothing until a catalog is active, so the first one loads before
// render; the page's code, its area's catalog and the API client load meanwhile, not after.
startFirstPage(router, window.location.pathname, loadApiClient)
const firstLoad = router.load()
// A failed first load is the router's to show; the shared first answers end either way.
void firstLoad.then(endFirstLoadSharing, endFirstLoadSharing)
await applyFirstLocale(window.location, firstLoad, () => window.location)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)

startSentryAfterFirstPaint(firstLoad)
