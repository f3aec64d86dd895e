import { z } from 'zod';

/**
 * A name people see (a nickname, a brand, a bank or an account holder): any script, punctuation and symbols, but no
 * control or format characters (`\p{C}`: line breaks, NUL, bidirectional overrides, zero-width characters) and no
 * angle brackets, so it cannot pass for markup or break the line it is shown on.
 */
export const DISPLAY_NAME_PATTERN = /^[^\p{C}<>]*$/u;

export const DISPLAY_NAME_MESSAGE = 'Letters, digits, spaces and punctuation, without < > or control characters';

/** Whether `value` may be shown as a name (an empty value passes: length is each field's own rule). */
export const isDisplayName = (value: string) => DISPLAY_NAME_PATTERN.test(value);

/** A trimmed display name of `min` to `max` characters. */
export const displayNameSchema = (min: number, max: number) =>
  z.string().trim().min(min).max(max).regex(DISPLAY_NAME_PATTERN, DISPLAY_NAME_MESSAGE);
