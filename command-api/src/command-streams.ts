import { streams, type CatalogueCommand } from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import { bannerDecider } from './banner/decider';
import { categoryDecider, type CategoryState } from './category/decider';
import { membershipMoves, placementsOf, type MembershipMoves } from './category/membership';
import { contactMessageDecider } from './contact-message/decider';
import type { Decider } from './decider';
import { districtDecider } from './district/decider';
import { productDecider } from './product/decider';
import { promoDecider } from './promo/decider';
import { settingsDecider } from './settings/decider';
import { imageDecider } from './image/decider';
import { screenFacts } from './screen/facts';
import { screenDecider } from './screen/decider';
import { visitDecider } from './visit/decider';
import { kitchenDecider } from './kitchen/decider';
import { defaultPrepDecider, districtTimeDecider, productPrepDecider } from './kitchen/durations';

// Where each command goes: its stream, its decider, and the facts from elsewhere its decision needs
// (read by the handler so that decide stays pure).

// The deciders' own command and event types are checked in their files; here they meet the untyped store.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, any>;

// The state and event parameters are each decider's own (typed in its file): `never` lets any of them in here.
export type Route = {
  stream: string;
  decider: AnyDecider;
  /** Read after the command's own stream, whose folded state it is given. */
  facts: (store: EventStore, state: never) => Promise<Record<string, unknown>>;
  /** Product commands: the category memberships their decided events change, recorded around their own append. */
  moves?: (state: never, decided: never[], firstRevision: number) => MembershipMoves;
};

const none = async () => ({});

/** The kitchen's decisions end at the day's closing: the settings' opening hours. */
const kitchenFacts = async (store: EventStore) => ({
  openingHours:
    (await aggregateStream(store, streams.settings(), settingsDecider)).state.openingHours ?? null,
});

const categoryLive = (categoryId: string) => async (store: EventStore) => {
  const { state } = await aggregateStream(store, streams.category(categoryId), categoryDecider);
  return { categoryLive: state.status === 'live' };
};

export function routeOf(command: CatalogueCommand): Route {
  switch (command.type) {
    case 'CreateCategory':
    case 'UpdateCategory':
      return { stream: streams.category(command.data.categoryId), decider: categoryDecider, facts: none };
    case 'DeleteCategory': {
      const { categoryId } = command.data;
      return {
        stream: streams.category(categoryId),
        decider: categoryDecider,
        facts: async (store, state: CategoryState) => ({
          placements: await placementsOf(store, Object.keys(state.members)),
        }),
      };
    }
    case 'CreateProduct':
    case 'UpdateProduct':
      return {
        stream: streams.product(command.data.productId),
        decider: productDecider,
        facts: categoryLive(command.data.categoryId),
        moves: membershipMoves,
      };
    case 'DeleteProduct':
      return {
        stream: streams.product(command.data.productId),
        decider: productDecider,
        facts: none,
        moves: membershipMoves,
      };
    case 'SetProductImage':
    case 'PublishProduct':
    case 'UnpublishProduct':
    case 'MarkProductBackOnSale':
    case 'EndProductSoldOut':
      return { stream: streams.product(command.data.productId), decider: productDecider, facts: none };
    case 'MarkProductSoldOut':
      return {
        stream: streams.product(command.data.productId),
        decider: productDecider,
        facts: async (store) => ({
          openingHours:
            (await aggregateStream(store, streams.settings(), settingsDecider)).state.openingHours ?? null,
        }),
      };
    case 'CreatePromo':
    case 'ActivatePromo':
    case 'DeactivatePromo':
      return { stream: streams.promo(command.data.code), decider: promoDecider, facts: none };
    case 'AddDistrict':
    case 'ChangeDistrictPrice':
    case 'RenameDistrict':
    case 'RemoveDistrict':
      return { stream: streams.district(command.data.districtId), decider: districtDecider, facts: none };
    case 'CreateBanner':
    case 'RenameBanner':
    case 'DeleteBanner':
      return { stream: streams.banner(command.data.bannerId), decider: bannerDecider, facts: none };
    case 'SetDiscountsEnabled':
    case 'SetShopInfo':
    case 'SetOpeningHours':
    case 'ClearOpeningHours':
    case 'SetSlotCapacity':
    case 'SetTrustRules':
      return { stream: streams.settings(), decider: settingsDecider, facts: none };
    case 'RegisterImage':
    case 'RecordImageResized':
      return { stream: streams.image(command.data.imageId), decider: imageDecider, facts: none };
    case 'SetScreenContent':
      return {
        stream: streams.screen(command.data.screenId),
        decider: screenDecider,
        facts: screenFacts(command.data.boxes),
      };
    case 'SubmitContactMessage':
      return {
        stream: streams.contactMessage(command.data.messageId),
        decider: contactMessageDecider,
        facts: none,
      };
    // Busy mode and the durations of promised times (docs/kitchen.md).
    case 'PauseOrderTaking':
    case 'ResumeOrderTaking':
    case 'SetKitchenDelay':
      return { stream: streams.kitchen(), decider: kitchenDecider, facts: kitchenFacts };
    case 'SetDefaultPrepTime':
      return { stream: streams.settings(), decider: defaultPrepDecider, facts: none };
    case 'SetProductPrepTime':
      return { stream: streams.product(command.data.productId), decider: productPrepDecider, facts: none };
    case 'SetDistrictDeliveryTime':
      return { stream: streams.district(command.data.districtId), decider: districtTimeDecider, facts: none };
    case 'RecordVisit':
      return {
        stream: streams.visit(command.data.day, command.data.visitorId),
        decider: visitDecider,
        facts: none,
      };
  }
}
