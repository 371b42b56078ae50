// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { WindowedList } from '../../../src/features/ui/windowed-list'

afterEach(cleanup)

const items = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }))

function renderList(list = items) {
  return render(
    <WindowedList
      label="Things"
      items={list}
      itemKey={(item) => item.id}
      estimateSize={100}
      renderItem={(item) => <span>{item.name}</span>}
    />,
  )
}

describe('WindowedList', () => {
  it('draws the first screen of a long list, not all of it, and says how long it is', () => {
    renderList()
    const rows = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.length).toBeLessThan(50)
    expect(rows[0]).toHaveProperty('textContent', 'Item 1')
    expect(rows[0]!.getAttribute('aria-posinset')).toBe('1')
    expect(rows.every((row) => row.getAttribute('aria-setsize') === '5000')).toBe(true)
    expect(rows.map((row) => Number(row.getAttribute('aria-posinset')))).toEqual(
      rows.map((_, i) => i + 1),
    )
  })

  it('keeps the room of the rows it does not draw, so the page is as tall as the list', () => {
    renderList()
    const list = screen.getByRole('list', { name: 'Things' })
    const drawn = within(list).getAllByRole('listitem').length
    expect(parseFloat(list.style.paddingBlockEnd)).toBe((5000 - drawn) * 100)
  })

  it('draws a short list whole', () => {
    renderList(items.slice(0, 3))
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
    ])
  })
})
