/**
 * The pieces every view of a product shares (search cards, product page, configurators,
 * later the cart): one component per job. Each exports its styles as an object that the
 * ancestor nests in its own one style, so a grid of cards costs one style look-up per card.
 */
export { AddToCartButton, addToCartButtonStyles, type AddToCartButtonProps } from './AddToCartButton';
export { Availability, availabilityStyles, type AvailabilityProps } from './Availability';
export { CONFIGURATOR_NAMES, ConfigureLinks, configureLinksStyles, type ConfigureLinksProps } from './ConfigureLinks';
export { LOGIN_PROMPT_TEXT, LoginPrompt, LoginPromptLine, loginPromptStyles, type LoginPromptProps } from './LoginPrompt';
export { OrderControls, orderControlsStyles, type OrderControlsProps } from './OrderControls';
export { CALL_FOR_PRICE, PRICE_HIDDEN_TEXT, Price, PriceHidden, priceStyles, type PriceProps } from './Price';
export { NOT_AVAILABLE_TEXT, NotAvailablePicture, ProductImage, productImageStyles, type ProductImageProps } from './ProductImage';
