import { z } from 'zod';
import { groupDigits } from './group-digits';

/**
 * The one rule for a URL the app stores (brand website and logo, post links, event links, …): an absolute
 * `http:` or `https:` address with a real host name. `javascript:`, `data:`, `file:` and relative addresses are
 * refused with a field error, so a stored link can never run script or smuggle content when it is rendered.
 */
export const zWebUrl = ({
  max = 2048,
  httpsOnly = false,
  message = 'Enter a full web address starting with https://, e.g. https://example.com.',
}: {
  max?: number;
  /** Images shown in the app: the Content-Security-Policy loads pictures over https only. */
  httpsOnly?: boolean;
  message?: string;
} = {}) =>
  z
    .string()
    .trim()
    .max(max, `At most ${groupDigits(max)} characters.`)
    .url({ protocol: httpsOnly ? /^https$/ : /^https?$/, hostname: z.regexes.domain, message });
