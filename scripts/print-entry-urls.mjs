// Printed by `npm start` before the server comes up: where a newcomer can go first.
const port = process.env.PORT ?? '4173'
const base = `http://localhost:${port}`
// Keep in step with the README's "Where to go first": each storefront route joins when it lands.
const entries = [
  ['Style guide (both brands)', '/playground/style'],
  ['Playground', '/playground'],
  ['Not-found page, in Japanese', '/error/not-found?locale=ja'],
  ['Sandbox: orders created', '/__sandbox/orders'],
  ['Sandbox: error reports', '/__sandbox/reports'],
]
const width = Math.max(...entries.map(([label]) => label.length))
console.log(`\n  17shop storefront on the sandbox: ${base}\n`)
for (const [label, path] of entries) console.log(`  ${label.padEnd(width)}  ${base}${path}`)
console.log('')
