// Stream names of the design (docs/architecture.md, "Streams, commands, events").
export const streams = {
  category: (id: string) => `category-${id}`,
  product: (id: string) => `product-${id}`,
  promo: (code: string) => `promo-${code.toUpperCase()}`,
  district: (id: string) => `district-${id}`,
  banner: (id: string) => `banner-${id}`,
  settings: () => 'settings',
  contactMessage: (id: string) => `contact-${id}`,
  image: (id: string) => `image-${id}`,
  screen: (id: string) => `screen-${id}`,
  /** One visitor's visit of one day: at most one event, so recording it reads nothing that grows. */
  visit: (day: string, visitorId: string) => `visit-${day}-${visitorId}`,
  /** Busy mode: the pauses and delays of order taking (docs/kitchen.md). */
  kitchen: () => 'kitchen',
} as const;
