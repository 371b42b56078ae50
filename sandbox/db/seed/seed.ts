import type { Tables } from '../tables'
import { seedKumoProducts } from './kumo-products'
import { seedLiveProducts } from './live-products'
import { seedOrders } from './orders'
import { seedPeople } from './people'
import { seedPosts } from './posts'
import { seedReference } from './reference'
import { seedSakuraProducts } from './sakura-products'
import { seedSettings } from './settings'
import { seedStores } from './stores'
import { timeline } from './time'
import { seedWallet } from './wallet'

/** Fills empty tables with the sandbox contract's fixtures (FIXTURES.md), dated relative to `now`. */
export function seed(t: Tables, now: Date): void {
  const time = timeline(now)
  seedPeople(t, time)
  seedStores(t)
  seedSettings(t)
  seedReference(t)
  seedSakuraProducts(t, time)
  seedKumoProducts(t, time)
  seedLiveProducts(t, time)
  seedPosts(t, time)
  seedWallet(t, time)
  // Orders last: they copy names and prices from the rows above.
  seedOrders(t, time)
}
