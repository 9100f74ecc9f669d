/** The favorites page's views and page store, loaded on demand by its declaration (widget.ts). */
export * from './favoritesPageSession';
