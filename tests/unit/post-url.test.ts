import { describe, expect, it } from 'vitest';
import { isSamePost, parsePostUrl } from '../../worker/services/metrics/post-url';

describe('post links', () => {
  it('matches the same post however the link was copied', () => {
    expect(isSamePost('https://www.instagram.com/p/Cx1_a/', 'https://instagram.com/reel/Cx1_a?igsh=abc')).toBe(true);
    expect(isSamePost('https://www.instagram.com/p/Cx1_a/', 'https://www.instagram.com/casey.rivera/p/Cx1_a/')).toBe(
      true,
    );
    expect(isSamePost('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?si=x')).toBe(true);
    expect(isSamePost('https://www.youtube.com/shorts/abc123', 'https://m.youtube.com/watch?v=abc123&t=3')).toBe(true);
    expect(
      isSamePost(
        'https://twitter.com/casey/status/1790000000000000000',
        'https://x.com/casey/status/1790000000000000000?s=20',
      ),
    ).toBe(true);
    expect(isSamePost('https://www.tiktok.com/p/acme-1a2b3c4d', 'https://tiktok.com/p/acme-1a2b3c4d/')).toBe(true);
  });

  it('tells different posts apart (ids are case-sensitive) and refuses what is not a link', () => {
    expect(isSamePost('https://www.instagram.com/p/Cx1_a/', 'https://www.instagram.com/p/cx1_a/')).toBe(false);
    expect(isSamePost('https://www.instagram.com/p/Cx1_a/', 'https://www.tiktok.com/@casey/video/Cx1_a')).toBe(false);
    expect(isSamePost('not a link', 'not a link')).toBe(false);
    expect(isSamePost(null, 'https://www.instagram.com/p/Cx1_a/')).toBe(false);
  });

  it('reads the account a link names, if any', () => {
    expect(parsePostUrl('https://www.tiktok.com/@Casey.Rivera/video/7312345')).toMatchObject({
      site: 'tiktok',
      postId: '7312345',
      handle: 'casey.rivera',
    });
    expect(parsePostUrl('https://www.instagram.com/p/Cx1_a/')).toMatchObject({ site: 'instagram', handle: null });
    expect(parsePostUrl('https://www.instagram.com/casey/')).toMatchObject({
      postId: null,
      handle: null,
      key: 'url:instagram.com/casey',
    });
  });
});
