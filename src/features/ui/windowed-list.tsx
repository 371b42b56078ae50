import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'

export interface WindowedListProps<T> {
  items: readonly T[]
  /** A stable key per item (its id). */
  itemKey: (item: T) => string | number
  /** The item's content; the list gives each its `<li>`. */
  renderItem: (item: T, index: number) => ReactNode
  /** `ol` where the order means something to the reader (a conversation). */
  as?: 'ul' | 'ol'
  label: string
  className?: string
  itemClassName?: (item: T) => string | undefined
  /** A row's height before it is measured, in px. */
  estimateSize: number
  /** Rows above and below the screen kept drawn, so a quick scroll or Tab finds them there. */
  overscan?: number
}

/** Columns and row gap of the list as its CSS lays it out (a grid's tracks, else one column). */
function useLayoutOf(list: RefObject<HTMLElement | null>) {
  const [layout, setLayout] = useState({ columns: 1, gap: 0, top: 0 })
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const read = () => {
      const style = getComputedStyle(element)
      const tracks = style.display.includes('grid')
        ? style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length
        : 1
      const next = {
        columns: Math.max(1, tracks),
        gap: parseFloat(style.rowGap) || 0,
        top: Math.round(element.getBoundingClientRect().top + window.scrollY),
      }
      setLayout((old) =>
        old.columns === next.columns && old.gap === next.gap && old.top === next.top ? old : next,
      )
    }
    read()
    if (typeof ResizeObserver === 'undefined') return
    // What is above the list (an alert, a panel) moves it; the window's width changes its columns.
    const observer = new ResizeObserver(read)
    observer.observe(element)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [list])
  return layout
}

interface Anchor {
  key: string
  /** Its top on screen when taken, and the page's scroll then. */
  top: number
  scrollY: number
}

/**
 * The item the reader is on, once the list's top is scrolled past: the focused one if it is on
 * screen, else the first whose top is on screen.
 */
function anchorOf(list: HTMLElement): Anchor | null {
  if (list.getBoundingClientRect().top >= 0) return null
  const drawn = [...list.children] as HTMLElement[]
  const topOnScreen = (item: HTMLElement | null | undefined): item is HTMLElement => {
    const top = item?.getBoundingClientRect().top
    return top !== undefined && top >= 0 && top < window.innerHeight
  }
  const focused = document.activeElement?.closest<HTMLElement>('[data-key]')
  const item =
    focused && list.contains(focused) && topOnScreen(focused) ? focused : drawn.find(topOnScreen)
  const key = item?.dataset.key
  if (!item || key === undefined) return null
  return { key, top: item.getBoundingClientRect().top, scrollY: window.scrollY }
}

/**
 * An item's content, drawn again only when its item, its place or the list's `renderItem` changes:
 * a scroll that brings rows in, or focus moving between rows, redraws the list's own rows, not
 * every card in it (each card is dozens of nodes and formatted prices).
 */
const ItemContent = memo(function ItemContent({
  item,
  index,
  render,
}: {
  item: unknown
  index: number
  render: (item: never, index: number) => ReactNode
}) {
  return render(item as never, index)
})

/**
 * A long list that draws only the rows near the screen, so it costs what is shown, not what it
 * holds: the page scrolls as it always does, and the rows out of sight are padding. Every item
 * says its place (`aria-posinset` of `aria-setsize`), so a screen reader counts the whole list.
 * The row holding focus, and one on either side, stay drawn, so Tab and Shift+Tab walk the list
 * in order even after a scroll. A grid's columns come from its CSS (`grid-template-columns`).
 * Items that come or go above the screen do not move what the reader is looking at: the first
 * item on screen stays where it was (the page scrolls by what was put above it).
 */
export function WindowedList<T>({
  items,
  itemKey,
  renderItem,
  as: List = 'ul',
  label,
  className,
  itemClassName,
  estimateSize,
  overscan = 4,
}: WindowedListProps<T>) {
  const list = useRef<HTMLUListElement & HTMLOListElement>(null)
  const { columns, gap, top } = useLayoutOf(list)
  const [focusedRow, setFocusedRow] = useState<number | null>(null)
  const rows = Math.ceil(items.length / columns)

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimateSize,
    // A row with no height (the list hidden, or laid out by nothing, as in a test's DOM) keeps its
    // guess: taken as 0, every row would fit the screen and all of them would be drawn.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimateSize,
    overscan,
    gap,
    scrollMargin: top,
    rangeExtractor: (range: Range) => {
      let start = Math.max(0, range.startIndex - range.overscan)
      let end = Math.min(range.count - 1, range.endIndex + range.overscan)
      // A focused row a screen or more away is let go: drawing every row between would cost
      // what the window saves.
      const reach = end - start + 1
      if (focusedRow !== null && focusedRow >= start - reach && focusedRow <= end + reach) {
        start = Math.max(0, Math.min(start, focusedRow - 1))
        end = Math.min(range.count - 1, Math.max(end, focusedRow + 1))
      }
      const indexes: number[] = []
      for (let row = start; row <= end; row++) indexes.push(row)
      return indexes
    },
  })

  // The reader's item, taken when they scroll or move focus and after each change of items.
  const anchor = useRef<Anchor | null>(null)
  const takeAnchor = () => {
    anchor.current = list.current && anchorOf(list.current)
  }
  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(takeAnchor)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  // Items come or go above it: the page scrolls by as much, so it stays where the reader saw it.
  const shownItems = useRef(items)
  useLayoutEffect(() => {
    const held = anchor.current
    if (shownItems.current !== items && held && list.current) {
      const item = [...list.current.children].find(
        (child) => (child as HTMLElement).dataset.key === held.key,
      )
      const wasAt = held.top + held.scrollY - window.scrollY
      const moved = item ? item.getBoundingClientRect().top - wasAt : 0
      if (moved !== 0) window.scrollBy(0, moved)
    }
    shownItems.current = items
    takeAnchor()
  }, [items])

  const shown = virtualizer.getVirtualItems()
  const before = shown[0] ? shown[0].start - top : 0
  const after = shown.length > 0 ? virtualizer.getTotalSize() - (shown.at(-1)!.end - top) : 0

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row
    setFocusedRow(row === undefined ? null : Number(row))
    takeAnchor()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(null)
  }

  return (
    <List
      ref={list}
      className={className}
      aria-label={label}
      style={{ paddingBlockStart: before, paddingBlockEnd: Math.max(0, after) }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {shown.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => {
          const index = row.index * columns + column
          return (
            <li
              key={itemKey(item)}
              data-key={itemKey(item)}
              className={itemClassName?.(item)}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              data-row={row.index}
              // A row is as tall as its tallest card; its first item stands for it.
              data-index={column === 0 ? row.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
            >
              <ItemContent item={item} index={index} render={renderItem} />
            </li>
          )
        }),
      )}
    </List>
  )
}
