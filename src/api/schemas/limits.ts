// Limits the forms check before sending; zod-free, so a page can know them without loading zod.
export const MIN_PASSWORD_LENGTH = 6
