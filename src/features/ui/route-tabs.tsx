import type { ComponentPropsWithRef, ReactNode } from 'react'
import { createLink } from '@tanstack/react-router'
import './tabs.css'

/**
 * Tabs that are pages: links in a labelled nav, the current one marked by the router with
 * aria-current="page". Back, reload and deep links work because each tab is a URL.
 */
export function RouteTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="route-tabs">
      <ul className="route-tabs__list">{children}</ul>
    </nav>
  )
}

function RouteTabAnchor({ className, ...rest }: ComponentPropsWithRef<'a'>) {
  return (
    <li className="route-tabs__item">
      <a {...rest} className={['route-tabs__link', className].filter(Boolean).join(' ')} />
    </li>
  )
}

/** One tab of RouteTabs, with the router's typed `to`; pass `activeOptions={{ exact: true }}` for an index tab. */
export const RouteTab = createLink(RouteTabAnchor)
