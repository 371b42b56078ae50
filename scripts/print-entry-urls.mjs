// Printed by `npm start` before the server comes up: where a newcomer can go first.
const port = process.env.PORT ?? '4173'
const base = `http://localhost:${port}`
// Keep in step with the README's "Where to go first": each storefront route joins when it lands.
const entries = [
  ['Style guide (both brands)', '/playground/style'],
  ['Playground', '/playground'],
  ['Not-found page, in Japanese', '/error/not-found?locale=ja'],
  [
    'Live shop, Japan (buyer-jp)',
    '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001',
  ],
  [
    'Live shop, Taiwan (buyer-tw)',
    '/17shop/buyer/livers/2001?token=buyer-tw&post_id=6001&stream_id=8001',
  ],
  [
    'Enterprise store, quick purchase (buyer-jp)',
    '/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003',
  ],
  ['Live checkout (JP)', '/17shop/checkout?token=buyer-jp&liver_id=1001'],
  ['Live orders (buyer-jp)', '/17shop/orders?token=buyer-jp'],
  [
    'Seller screens (seller-jp)',
    '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&post_id=5001',
  ],
  [
    'Seller: a stream without a post (seller-jp)',
    '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&stream_id=7004',
  ],
  ['Marketplace store (sakura-select)', '/stores/sakura-select/marketplace'],
  ['Product detail (several options)', '/stores/sakura-select/marketplace/products/3001'],
  ['Marketplace log in (member@example.com)', '/stores/sakura-select/account'],
  ['Marketplace orders (members)', '/stores/sakura-select/marketplace/orders'],
  ['Sandbox: e-mails sent', '/__sandbox/mailbox'],
  ['Sandbox: orders created', '/__sandbox/orders'],
  ['Sandbox: error reports', '/__sandbox/reports'],
]
const width = Math.max(...entries.map(([label]) => label.length))
console.log(`\n  17shop storefront on the sandbox: ${base}\n`)
for (const [label, path] of entries) console.log(`  ${label.padEnd(width)}  ${base}${path}`)
console.log('')
