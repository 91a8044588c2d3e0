// The delivery by the shop's riders (issue 30; docs/riders.md "Dispatch, the rider's page and the code at the door"),
// as plain values (no zod) for the client: ./delivery-events.ts adds the schemas.

/** Why a rider brings an order back (DeliveryFailed): the order goes back to staff with it. */
export const deliveryFailureReasons = ['no_answer', 'wrong_address', 'refused', 'other'] as const;
export type DeliveryFailureReason = (typeof deliveryFailureReasons)[number];

/** Wrong codes a rider may type for one order; after them only staff confirm the delivery by hand. */
export const DELIVERY_CODE_TRIES = 5;

/** The code at the door: four digits, given to the customer when the order leaves. */
export const DELIVERY_CODE_PATTERN = /^[0-9]{4}$/;

/** The wa.me link of a phone number (digits only, Algerian 0… numbers as +213…), with a text. */
export function whatsAppLink(phone: string, text: string): string {
  let digits = phone.replace(/[^0-9]/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `213${digits.slice(1)}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** What the customer is told when the order leaves: the rider's first name and the code (null: none). */
export type DoorFacts = { riderName: string | null; code: string | null };

/** The fold of an order stream into its DoorFacts (the push of the step out_for_delivery reads it). */
export const doorFacts = {
  initialState: (): DoorFacts => ({ riderName: null, code: null }),
  evolve(facts: DoorFacts, e: { type: string; data: unknown }): DoorFacts {
    switch (e.type) {
      case 'RiderAssigned':
        return { ...facts, riderName: (e.data as { riderName: string | null }).riderName };
      case 'DeliveryCodeIssued':
        return { ...facts, code: (e.data as { code: string }).code };
      case 'DeliveryFailed':
        return { ...facts, riderName: null };
      default:
        return facts;
    }
  },
};
