// Printed by `npm start` before the server comes up: where a newcomer can go first.
const port = process.env.PORT ?? '4173'
const base = `http://localhost:${port}`
const entries = [
  ['Marketplace store (JP)', '/stores/sakura-select/marketplace'],
  ['Second marketplace store', '/stores/kumo-books/marketplace'],
  ['Live shop, Japan (liver 1001)', '/17shop/buyer/livers/1001?token=buyer-jp'],
  ['Live shop, Taiwan (liver 2001)', '/17shop/buyer/livers/2001?token=buyer-tw'],
  ['Seller screens (liver 1001)', '/17shop/seller/products?token=seller-jp&liver_id=1001'],
  ['Playground and style guide', '/playground/style'],
  ['Sandbox controls', '/__sandbox/orders'],
]
const width = Math.max(...entries.map(([label]) => label.length))
console.log(`\n  17shop storefront on the sandbox: ${base}\n`)
for (const [label, path] of entries) console.log(`  ${label.padEnd(width)}  ${base}${path}`)
console.log('')
