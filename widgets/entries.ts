/**
 * Which widgets each entry file carries, one line each (HOST-CONTRACT sections 1, 6 and 10):
 * `dist/widgets/<entry>.js` starts the widgets declared in `widgets/<folder>/widget.ts` (its
 * default export: one declaration or several). The build writes each entry from this list
 * (build.mjs `entryModule`), and its bootstrap knows the entry's mount selectors; the
 * manifest, the schemas, the demo host and the docs' mount tables follow the declarations.
 */
export const ENTRIES = {
  account: ['statements', 'favoritesPage', 'contactForm', 'createLogin', 'recoverPassword', 'resetPassword'],
  cartBadge: ['cartBadge', 'notices'],
  cartPage: ['cartPage'],
  checkout: ['checkout'],
  configurators: ['addonsConfigurator', 'benchConfigurator'],
  customerSwitcher: ['customerSwitcher'],
  favoritesDialog: ['favorites'],
  productPage: ['productPage'],
  quickOrder: ['quickOrder', 'buyAgain'],
  searchPage: ['searchPage'],
} as const satisfies Record<string, readonly string[]>;

export type EntryName = keyof typeof ENTRIES;
/** A folder under widgets/ holding a widget.ts. */
export type WidgetFolder = (typeof ENTRIES)[EntryName][number];
export const ENTRY_NAMES = Object.keys(ENTRIES) as EntryName[];
