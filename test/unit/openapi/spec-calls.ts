/**
 * The product's list of the calls the app makes (its call list), transcribed once by hand, apart
 * from the call tables: the one thing here that did not come from our own schemas. Paths as the
 * list writes them with each API's prefix; `{id}` is a numeric id, `{slug}` and `{token}` strings
 * (the list writes a post's or product's second id `{postId}`, `{productId}`, or `{id}` again).
 * `query` lists the parameters the list names, with the values where it spells them: `['']` is a
 * bare flag (`?all`), `['1']` is `all=1`, null a parameter it names without a value.
 */
export type ParameterKind = 'id' | 'string'

export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, readonly string[] | null>
}

const V2 = '/api/v2'
const V1 = '/api/v1/17shop'

/** What a `{name}` in a spec path stands for. */
export const SPEC_PARAMETER_KINDS: Record<string, ParameterKind> = {
  id: 'id',
  productId: 'id',
  postId: 'id',
  slug: 'string',
  token: 'string',
}

const get = (path: string, query?: SpecCall['query']): SpecCall => ({
  method: 'GET',
  path,
  ...(query ? { query } : {}),
})
const post = (path: string): SpecCall => ({ method: 'POST', path })
const put = (path: string): SpecCall => ({ method: 'PUT', path })
const del = (path: string): SpecCall => ({ method: 'DELETE', path })

/** The calls both APIs list alike ("carts, cart-items, sync-snapshot ..."), under a prefix. */
function buyerCalls(prefix: string, cardTypes: readonly string[]): SpecCall[] {
  return [
    get(`${prefix}/addresses`),
    post(`${prefix}/addresses`),
    del(`${prefix}/addresses/{id}`),
    get(`${prefix}/credit-cards`, { type: cardTypes, application: ['buyer_general'] }),
    post(`${prefix}/credit-cards`),
    del(`${prefix}/credit-cards/{id}`),
    get(`${prefix}/gmo-cvs`),
    post(`${prefix}/gmo-cvs`),
    del(`${prefix}/gmo-cvs/{id}`),
    get(`${prefix}/stores/{id}/carts`),
    put(`${prefix}/cart-items/{id}`),
    del(`${prefix}/cart-items/{id}`),
    put(`${prefix}/stores/{id}/cart-items/sync-snapshot`),
    post(`${prefix}/add-cart`),
    post(`${prefix}/checkout`),
    post(`${prefix}/orders/{id}/pay`),
    post(`${prefix}/carts/pricing`),
    post(`${prefix}/carts/pricing/subtotal`),
    get(`${prefix}/stores/{id}/gmo-credit`),
    get(`${prefix}/jp-zip`, { zipcode: null }),
    get(`${prefix}/stores/{id}/jp-commercial`),
    get(`${prefix}/orders/{id}`),
    get(`${prefix}/orders/{id}/messages`, { role: ['buyer'], all: [''] }),
    post(`${prefix}/orders/{id}/messages`),
    put(`${prefix}/orders/{id}/payment-method`),
    post(`${prefix}/orders/{id}/payment-account/generate`),
    get(`${prefix}/stores/{id}/payment-setting`),
    get(`${prefix}/stores/{id}/shipping-setting`),
  ]
}

export const SPEC_CALLS: SpecCall[] = [
  // Status service
  get('/maintenance-status'),

  // Marketplace (v2)
  post(`${V2}/auth/user/login`),
  get(`${V2}/users/email-exists`, { email: null }),
  post(`${V2}/users`),
  post(`${V2}/users/{id}/verification-email`),
  post(`${V2}/users/reset-password`),
  get(`${V2}/users/reset-password-token/{token}`),
  post(`${V2}/users/reset-password/verify`),
  get(`${V2}/live-web/me`),
  post(`${V2}/guest/token`),
  post(`${V2}/me/change-password`),
  put(`${V2}/me`),
  ...buyerCalls(V2, ['gmo_credit']),
  get(`${V2}/stores/{id}/orders/buyer`, { page: null }),
  get(`${V2}/stores/{id}/products/{productId}`),
  get(`${V2}/stores/{id}/products`, { with_market: ['1'], all: [''] }),
  get(`${V2}/buyer/stores/{slug}`),

  // Live shop (v1)
  post(`${V1}/seller/login`),
  post(`${V1}/buyer/login`),
  ...buyerCalls(V1, ['gmo_credit', 'payuni_credit']),
  post(`${V1}/enterprise/stores/{id}/fast-checkout`),
  post(`${V1}/orders/{id}/gmo-paypay`),
  get(`${V1}/me`),
  put(`${V1}/me`),
  get(`${V1}/orders`, { page: null }),
  get(`${V1}/stores/{id}/products`, {
    keyword: null,
    page: null,
    with_market: null,
    tab_names: null,
    all: null,
  }),
  // The seller product list is fetched with all=1.
  get(`${V1}/seller/stores/{id}/products`, { all: ['1'] }),
  get(`${V1}/products/{id}`),
  get(`${V1}/tw/stores/{id}/shipping-setting`),
  get(`${V1}/tw/stores/{id}/addresses`),
  post(`${V1}/tw/stores/{id}/addresses`),
  del(`${V1}/tw/stores/{id}/addresses/{id}`),
  get(`${V1}/stores/{id}/channels`, { all: [''] }),
  get(`${V1}/stores/query`, { 'liver-id': null, 'post-id': null }),
  get(`${V1}/posts/{id}`),
  post(`${V1}/stores/{id}/posts`),
  put(`${V1}/posts/{id}`),
  del(`${V1}/posts/{id}/products/{productId}`),
  get(`${V1}/streams/{id}`),
  post(`${V1}/streams/{id}`),
  get(`${V1}/liveweb/stores/{id}/posts/{postId}`),
]

/**
 * What the call tables and the document hold beyond the call list, each with why. Anything
 * else beyond it fails the test.
 */
export const BEYOND_THE_SPEC = {
  calls: {
    'POST /api/v2/guest/orders/{}/access':
      "The guest's order link from the order e-mail (docs/api.md#guest-order-links): a guest " +
      'cannot log in, and the call list gives no other way back to the order.',
  } as Record<string, string>,
  /** Query parameters beyond those the call list names, by call. */
  query: {
    'GET /api/v2/stores/{}/products': {
      page: 'The marketplace product list is paged (docs/sandbox.md): the paged form of the call.',
      per_page: 'The paged form of the call (docs/sandbox.md).',
      tab_names:
        "The paged form narrows by tab, as the live shop's same call does (docs/sandbox.md).",
      keyword: "The live shop's same call takes it; one query schema serves both.",
    },
    'GET /api/v1/17shop/stores/{}/products': {
      per_page: 'Every paged call takes the page size; the server chooses when it is absent.',
    },
    'GET /api/v1/17shop/seller/stores/{}/products': {
      page: "One query schema with the store's product list, which the call list gives in full.",
      per_page: "One query schema with the store's product list.",
      keyword: "One query schema with the store's product list.",
      with_market: "One query schema with the store's product list.",
      tab_names: "One query schema with the store's product list.",
    },
    'GET /api/v2/stores/{}/orders/buyer': {
      per_page: 'Every paged call takes the page size; the server chooses when it is absent.',
    },
    'GET /api/v1/17shop/orders': {
      per_page: 'Every paged call takes the page size; the server chooses when it is absent.',
    },
    'GET /api/v1/17shop/stores/query': {
      liver_id:
        'The call list\'s prose says "liver-id or post-id"; as a query parameter it is liver_id, ' +
        'spelled like every other parameter of the API.',
      post_id: 'As liver_id.',
    },
  } as Record<string, Record<string, string>>,
  /** Call-list parameters the tables spell otherwise (the entry above says why). */
  renamedQuery: {
    'GET /api/v1/17shop/stores/query': { 'liver-id': 'liver_id', 'post-id': 'post_id' },
  } as Record<string, Record<string, string>>,
}
