/** SPEC section 9: the warehouse a request or page names when it names none. */
export const DEFAULT_WAREHOUSE = { code: '1001', name: 'Burton, OH' } as const;
