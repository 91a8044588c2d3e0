import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { productDecider, type ProductCommand, type ProductEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const details = {
  productId: 'margherita',
  name: 'Margherita',
  size: { value: 1, unit: 'XL' },
  description: 'Tomate, mozzarella, basilic',
  price: 900,
  sold: 10,
  categoryId: 'pizzas',
  optionGroups: [],
  translations: { en: { name: 'Margherita pizza' }, ar: { name: 'بيتزا مارغريتا' } },
};
const id = { productId: 'margherita' };
const created = (active = true): ProductEvent => ({
  type: 'ProductCreated',
  data: { ...details, img: '/images/products/margherita.svg', active, createdAt: now },
});
const create = (categoryLive = true, active = true): ProductCommand => ({
  type: 'CreateProduct',
  data: { ...details, img: '/images/products/margherita.svg', active },
  metadata: { now, categoryLive },
});
const update = (categoryLive = true): ProductCommand => ({
  type: 'UpdateProduct',
  data: { ...details, price: 950, categoryId: 'burgers' },
  metadata: { now, categoryLive },
});
const simple = (type: 'PublishProduct' | 'UnpublishProduct' | 'DeleteProduct'): ProductCommand => ({
  type,
  data: id,
  metadata: { now },
});
const deleted: ProductEvent = { type: 'ProductDeleted', data: id };
const spec = deciderSpec(productDecider);

describe('product decider', () => {
  it('creates a product in a live category', () => spec.given([]).when(create()).then([created()]));
  it('creates an unpublished product', () =>
    spec
      .given([])
      .when(create(true, false))
      .then([created(false)]));
  it('rejects an unknown category', () => spec.given([]).when(create(false)).thenThrows('category.unknown'));
  it('rejects creating an existing or deleted product id', () => {
    spec.given([created()]).when(create()).thenThrows('product.exists');
    spec.given([created(), deleted]).when(create()).thenThrows('product.exists');
  });

  it('updates a product, moving it to another live category', () =>
    spec
      .given([created()])
      .when(update())
      .then([{ type: 'ProductUpdated', data: { ...details, price: 950, categoryId: 'burgers' } }]));
  it('rejects an update to an unknown category', () =>
    spec.given([created()]).when(update(false)).thenThrows('category.unknown'));
  it('rejects updating an unknown or deleted product', () => {
    spec.given([]).when(update()).thenThrows('product.not_found');
    spec.given([created(), deleted]).when(update()).thenThrows('product.not_found');
  });

  it('sets the image', () => {
    const set: ProductCommand = {
      type: 'SetProductImage',
      data: { ...id, img: '/images/x.svg' },
      metadata: { now },
    };
    spec
      .given([created()])
      .when(set)
      .then([{ type: 'ProductImageSet', data: { ...id, img: '/images/x.svg' } }]);
    spec.given([]).when(set).thenThrows('product.not_found');
  });

  it('publishes an unpublished product', () =>
    spec
      .given([created(false)])
      .when(simple('PublishProduct'))
      .then([{ type: 'ProductPublished', data: id }]));
  it('publishing a published product is a no-op', () =>
    spec.given([created()]).when(simple('PublishProduct')).thenNothing());
  it('publishes again after an unpublish', () =>
    spec
      .given([created(), { type: 'ProductUnpublished', data: id }])
      .when(simple('PublishProduct'))
      .then([{ type: 'ProductPublished', data: id }]));
  it('unpublishes a published product; unpublishing twice is a no-op', () => {
    spec
      .given([created()])
      .when(simple('UnpublishProduct'))
      .then([{ type: 'ProductUnpublished', data: id }]);
    spec
      .given([created(false)])
      .when(simple('UnpublishProduct'))
      .thenNothing();
  });
  it('rejects publishing or unpublishing an unknown or deleted product', () => {
    spec.given([]).when(simple('PublishProduct')).thenThrows('product.not_found');
    spec.given([created(), deleted]).when(simple('UnpublishProduct')).thenThrows('product.not_found');
  });

  it('deletes a product once', () => {
    spec.given([created()]).when(simple('DeleteProduct')).then([deleted]);
    spec.given([created(), deleted]).when(simple('DeleteProduct')).thenThrows('product.not_found');
    spec.given([]).when(simple('DeleteProduct')).thenThrows('product.not_found');
  });
});
