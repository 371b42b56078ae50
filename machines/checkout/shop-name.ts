/** The shops that check out with the one checkout machine: the marketplace, the live shop in Japan and in Taiwan. */
export type ShopName = 'marketplace' | 'liveJp' | 'liveTw'
