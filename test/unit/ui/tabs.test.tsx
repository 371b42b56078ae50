// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs } from '../../../src/features/ui/tabs'
import { renderUi } from './render-ui'

afterEach(cleanup)

const items = [
  { id: 'stream', label: 'Stream products', panel: <p>Stream list</p> },
  { id: 'shop', label: 'Shop products', panel: <p>Shop list</p> },
  { id: 'sold', label: 'Sold out', panel: <p>Sold list</p> },
]

const selectedTab = () => screen.getByRole('tab', { selected: true })

describe('Tabs', () => {
  it('is one tab stop, and the arrow keys move and select, wrapping at the ends', async () => {
    const user = userEvent.setup()
    renderUi(<Tabs label="Products" items={items} />)
    expect(screen.getByRole('tablist', { name: 'Products' })).toBeTruthy()

    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Stream products' }))
    expect(screen.getByRole('tabpanel', { name: 'Stream products' }).textContent).toBe(
      'Stream list',
    )

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Shop products' }))
    expect(selectedTab().textContent).toBe('Shop products')
    expect(screen.getByRole('tabpanel').textContent).toBe('Shop list')

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(selectedTab().textContent).toBe('Stream products')

    await user.keyboard('{ArrowLeft}')
    expect(selectedTab().textContent).toBe('Sold out')
    expect(document.activeElement).toBe(selectedTab())

    await user.keyboard('{Home}')
    expect(selectedTab().textContent).toBe('Stream products')
    await user.keyboard('{End}')
    expect(selectedTab().textContent).toBe('Sold out')

    // Tab leaves the tab list for the panel rather than visiting each tab.
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Sold out' }))
  })
})
