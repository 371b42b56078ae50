/**
 * Fixture ids and tokens, by name, so endpoints and tests never repeat magic numbers.
 * FIXTURES.md says what each is for; keep the two in step (the sandbox contract relies on them).
 */
export const FX = {
  stores: {
    sakura: 101, // marketplace `sakura-select`, JP/JPY
    kumo: 102, // marketplace `kumo-books`, JP/JPY
    liveJp: 201, // liver 1001, JP/JPY
    liveTw: 202, // liver 2001, TW/TWD
    enterprise: 203, // liver 1003, enable_enterprise (fast checkout)
    unset: 205, // liver 1004, no payment or shipping settings
  },
  slugs: { sakura: 'sakura-select', kumo: 'kumo-books' },
  livers: { jp: 1001, blocked: 1002, enterprise: 1003, unset: 1004, broken: 1005, tw: 2001 },
  posts: { jp: 5001, enterprise: 5003, unset: 5004, tw: 6001 },
  streams: { jp: 7001, blocked: 7002, enterprise: 7003, jpNoPost: 7004, tw: 8001 },
  users: { member: 1, minor: 2, unverified: 3, buyerJp: 11, buyerTw: 12, buyerNew: 13, wallet: 14 },
  guests: { fixture: 1 },
  member: { email: 'member@example.com', password: 'Passw0rd!' },
  /** A member of both shops with two saved cards and two payees (the wallet). */
  wallet: { email: 'wallet@example.com', password: 'Passw0rd!' },
  tokens: {
    /** Live-shop single sign-on tokens (POST /buyer/login). */
    buyerJp: 'buyer-jp',
    buyerTw: 'buyer-tw',
    buyerNew: 'buyer-new',
    buyerWallet: 'buyer-wallet',
    buyerBroken: 'buyer-broken',
    /** Seller single sign-on tokens (POST /seller/login). */
    sellerJp: 'seller-jp',
    sellerTw: 'seller-tw',
    sellerEnterprise: 'seller-enterprise',
    sellerUnset: 'seller-unset',
    sellerBlocked: 'seller-blocked',
    sellerBroken: 'seller-broken',
    /** Marketplace login by passport_token. */
    passportMember: 'passport-member',
    /** Password-reset tokens. */
    resetValid: 'reset-valid',
    resetExpired: 'reset-expired',
    /** Bearer tokens valid from the start, so tests need not log in first. */
    sessionMember: 'session-member',
    sessionBuyerJp: 'session-buyer-jp',
    sessionBuyerTw: 'session-buyer-tw',
    sessionSellerJp: 'session-seller-jp',
    sessionSellerUnset: 'session-seller-unset',
    guest: 'guest-fixture',
    /** The access key in the e-mail link of the ready guest's order. */
    guestOrderKey: 'order_guest-fixture',
  },
  products: {
    // sakura-select
    multiSku: 3001,
    soldOutSku: 3002,
    adult: 3003,
    printio: 3004,
    limitedSale: 3005,
    beforeSell: 3006,
    limitOne: 3007,
    lowStock: 3008,
    notSupplied: 3009,
    deletedSku: 3010,
    endSell: 3011,
    forcePurchase: 3012,
    // kumo-books
    kumoNovel: 3101,
    kumoPicture: 3102,
    // live JP (store 201)
    liveIkura: 4001,
    liveSauce: 4002,
    liveSoldOut: 4003,
    livePrintio: 4004,
    liveLimitOne: 4005,
    liveShopOnly: 4006,
    liveOversold: 4007,
    livePostInit: 4008,
    // live TW (store 202)
    twTea: 4201,
    twPineapple: 4202,
    twSoap: 4203,
    twShopOnly: 4204,
    // enterprise (store 203)
    coat: 4301,
    scarf: 4302,
    // unset store (205)
    unsetProduct: 4501,
  },
  skus: {
    mugIndigo: 30011,
    mugWhite: 30012,
    mugSakura: 30013,
    towelWhiteSoldOut: 30021,
    towelNavy: 30022,
    sake: 30031,
    printioTeeM: 30041,
    printioTeeL: 30042,
    matchaSale: 30051,
    fukubukuro: 30061,
    mameZara: 30071,
    basket: 30081,
    wagashi: 30091,
    furoshikiOk: 30101,
    furoshikiDeleted: 30102,
    furin: 30111,
    kyusu: 30121,
    kumoNovel: 31011,
    kumoPicture: 31021,
    ikura250: 40011,
    ikura500: 40012,
    sauce: 40021,
    panSoldOut: 40031,
    apron: 40041,
    liveFukubukuro: 40051,
    donabe: 40061,
    oversold: 40071,
    twTea150: 42011,
    twTea300: 42012,
    twPineapple: 42021,
    twSoapSoldOut: 42031,
    coatM: 43012,
    scarf: 43021,
  },
  addresses: { member: 1, buyerJpOsaka: 11, buyerJpOkinawa: 12 },
  twAddresses: { buyerTw: 21 },
  cards: {
    member: 1,
    buyerJp: 11,
    buyerJpDeclined: 12,
    buyerTw: 21,
    walletVisa: 31,
    walletMaster: 32,
  },
  payees: { member: 1, buyerJp: 11, walletLawson: 31, walletSeicomart: 32 },
  orders: {
    memberCompleted: 9001,
    memberUnpaid: 9002,
    memberPrintio: 9003,
    memberCanceled: 9004,
    guestPaid: 9005,
    buyerJpDelivering: 9101,
    buyerJpUnpaidPaypay: 9102,
    buyerJpUnpaidCard: 9103,
    buyerTwPaid: 9201,
    buyerTwUnpaid: 9202,
  },
  cardNumbers: {
    gmoPays: '4111111111111111',
    gmoDeclined: '4000000000000002',
    /** Declined with code and message only: no report code (the smallest body the API promises). */
    gmoDeclinedPlain: '4000000000009995',
    gmo3ds: '4000000000003220',
    payuniPays: '4147631000000001',
    payuniFails: '4147630000000002',
    payuniInternalError: '4147639999999999',
  },
  postcodes: {
    tokyo: '1000001',
    sapporo: '0600001',
    osaka: '5300001',
    naha: '9000001',
    unknown: '9999999',
  },
  /** Page size of every paged list unless the request says otherwise. */
  perPage: 12,
} as const
