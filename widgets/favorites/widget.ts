/**
 * The favorites control (HOST-CONTRACT sections 1 and 2) in every `[data-sf-widget="favorites"]`:
 * `data-item-id` (the item) and `data-allow-delete` (present = removing whole lists is
 * offered). Its view is the control the search cards and the product page draw too
 * (src/connect/favorites).
 */
import * as v from 'valibot';
import { allowed, setting } from '../../src/contract/settingDocs';
import { defineWidget } from '../../src/runtime/widgetCore';
import { flag } from '../../src/runtime/widgetSettings';

export type FavoritesMountData = { itemId: number; allowDelete: boolean };

export const FavoritesSettings = v.pipe(
  v.object({
    'data-item-id': setting(
      allowed(v.pipe(v.string(), v.regex(/^\s*[1-9]\d*\s*$/), v.transform((text) => Number(text.trim()))), 'a whole number above 0, such as data-item-id="1042"'),
      SF_DOCS && { title: 'Item id', description: 'The catalogue\'s id of the item the heart is for (its itemId), a whole number such as 1042.', examples: ['1042'], attributeType: 'integer' },
    ),
    'data-allow-delete': setting(
      flag(),
      SF_DOCS && { title: 'Allow deleting lists', description: 'Present: buyers may delete a whole favorite list from the dialog (after a confirmation). Absent: they may not.' },
    ),
  }),
  v.transform((raw): FavoritesMountData => ({ itemId: raw['data-item-id'], allowDelete: raw['data-allow-delete'] })),
);

export const FAVORITES_WIDGET = defineWidget<FavoritesMountData>({
  name: 'favorites',
  selector: '[data-sf-widget="favorites"]',
  title: 'Favorites button',
  about: SF_DOCS && {
    description: 'A heart that adds an item to the buyer\'s favorite lists, with a dialog to choose or create a list.',
    element: '<div data-sf-widget="favorites" data-item-id="1042"></div>',
    host: { csp: ['service', 'dataImages'] },
  },
  settings: { attributes: FavoritesSettings },
  view: () => import('../../src/connect/favorites/FavoritesWidget').then((module) => module.render),
});

export default FAVORITES_WIDGET;
