import { parsePostUrl, SITE_OF_PLATFORM } from '../metrics/post-url';
import { PLATFORM_LABELS, type TPlatform } from '../../schemas/social';

const EXAMPLE: Record<string, string> = {
  instagram: 'https://www.instagram.com/p/…',
  tiktok: 'https://www.tiktok.com/@you/video/…',
  youtube: 'https://www.youtube.com/watch?v=… or https://youtu.be/…',
  twitter: 'https://x.com/you/status/…',
  twitch: 'https://www.twitch.tv/videos/…',
  pinterest: 'https://www.pinterest.com/pin/…',
};

/**
 * Why a link is not a post on the deliverable's platform, or null when it is: the host must be the platform's and
 * the path must name one post (`/p/{id}`, `/@handle/video/{id}`, `watch?v={id}`, …), not a profile or a home page.
 */
export const postUrlProblem = (platform: string, url: string): string | null => {
  const site = SITE_OF_PLATFORM[platform as TPlatform];
  if (!site) return null;
  const ref = parsePostUrl(url);
  const label = PLATFORM_LABELS[platform as TPlatform] ?? platform;
  if (!ref || !/^https?:$/.test(new URL(url).protocol))
    return `Enter the full link to the post, like ${EXAMPLE[platform]}`;
  if (ref.site !== site)
    return `This deliverable is a ${label} post, but that link is not on ${label}. Paste the link to your ${label} post, like ${EXAMPLE[platform]}`;
  if (!ref.postId)
    return `That ${label} link does not point at one post (it looks like a profile or a page). Open the post and copy its link, like ${EXAMPLE[platform]}`;
  return null;
};
