import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './tabs.css'

export interface TabItem {
  id: string
  label: ReactNode
  panel: ReactNode
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string
  items: readonly TabItem[]
  /** Controlled selection; leave out to let the tabs keep their own. */
  selectedId?: string
  defaultSelectedId?: string
  onSelect?: (id: string) => void
}

/**
 * In-page tabs, the WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs and
 * select them (panels here are cheap to show), Home and End jump to the ends.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const base = useId()
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id)
  const selected = selectedId ?? ownSelected
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())

  const select = (id: string) => {
    setOwnSelected(id)
    onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected)
    const last = items.length - 1
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = items[next > last ? 0 : next < 0 ? last : next]
    if (!target) return
    select(target.id)
    tabRefs.current.get(target.id)?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element) tabRefs.current.set(item.id, element)
              else tabRefs.current.delete(item.id)
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
