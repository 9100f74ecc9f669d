/** The favorites page's views and page store, loaded on demand by its definition (favoritesPage.ts). */
export * from './favoritesPageSession';
