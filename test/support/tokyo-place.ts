/**
 * A place in Tokyo as an address-create body takes it (the sandbox knows its postcode): what the
 * tests that need some delivery address give, unless the place itself is what they are about.
 */
export const TOKYO_PLACE = {
  postcode: '1000001',
  level_one: '東京都',
  level_two: '千代田区',
  level_four: '1-1',
  level_one_code: '13',
  region: 'JP',
} as const
