import { describe, expect, it } from 'vitest';
import { zWebUrl } from '../../worker/schemas/web-url';

describe('zWebUrl: the one rule for stored URLs', () => {
  it('takes absolute http(s) addresses, trimmed', () => {
    expect(zWebUrl().parse('  https://acme-outdoors.example/about?x=1#team ')).toBe(
      'https://acme-outdoors.example/about?x=1#team',
    );
    expect(zWebUrl().parse('http://shop.example.com:8080/')).toBe('http://shop.example.com:8080/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://files.example.com/x',
    '//evil.example/x',
    '/relative/path',
    'https://',
    'https:/x.example',
    'not a url',
    'https://exa mple.com',
  ])('refuses %s', (input) => {
    const result = zWebUrl().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/https:\/\//);
  });

  it('refuses plain http where only https is loaded (pictures), and overlong addresses', () => {
    expect(zWebUrl({ httpsOnly: true }).safeParse('http://cdn.example.com/logo.png').success).toBe(false);
    expect(zWebUrl({ httpsOnly: true }).safeParse('https://cdn.example.com/logo.png').success).toBe(true);
    expect(zWebUrl({ max: 30 }).safeParse(`https://example.com/${'a'.repeat(30)}`).success).toBe(false);
  });
});
