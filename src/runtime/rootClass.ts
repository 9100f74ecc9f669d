/**
 * The class on every mount element and portal container, under which the base stylesheet's
 * scoped reset applies. Kept apart from styles.ts so the React-free cart badge uses it
 * without loading Emotion.
 */
export const ROOT_CLASS = 'sf-root';
