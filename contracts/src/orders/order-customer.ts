// Who placed an order, from its stream (a fold for aggregateStream): OrderPlaced's ids only, so it reads the same
// through a store that decrypts nothing and after the customer's account was erased.

export type OrderCustomer = { userId: string; orderNumber?: number } | null;

export const orderCustomer = {
  initialState: (): OrderCustomer => null,
  evolve: (customer: OrderCustomer, event: { type: string; data: unknown }): OrderCustomer => {
    if (customer || event.type !== 'OrderPlaced') return customer;
    const { userId, orderNumber } = event.data as { userId?: unknown; orderNumber?: unknown };
    if (typeof userId !== 'string') return null;
    return { userId, ...(typeof orderNumber === 'number' ? { orderNumber } : {}) };
  },
};
