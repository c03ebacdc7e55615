// Limits from the product's constants tables (docs/product/texts.md#limits).
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const CUSTOMER_PASSWORD_MIN = 6;
export const STRONG_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const BUSINESS_NAME_MAX = 100;
export const BIO_MAX = 500;
export const ADDRESS_MAX = 200;

export const TOKEN_REFRESH_BUFFER_MS = 300_000;
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** Outbox entries one POST /api/sync/outbox carries at most (batch drain). */
export const OUTBOX_BATCH_MAX = 50;

/**
 * The upcoming-events window (docs/product/texts.md#limits: default 7 days) and its longest reading. Here, not with
 * the stats schemas, so the home tab that asks for it does not download zod.
 */
export const UPCOMING_DAYS_DEFAULT = 7;
export const UPCOMING_DAYS_MAX = 366;
