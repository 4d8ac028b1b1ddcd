import { describe, expect, it } from 'vitest';
import { OWNER, as } from './accounts';

describe('stored URLs are http(s) only', () => {
  it.each([
    ['website', 'javascript:alert(document.cookie)'],
    ['website', 'data:text/html,<script>alert(1)</script>'],
    ['logo_url', 'javascript:alert(1)'],
    ['logo_url', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['logo_url', 'http://cdn.example.com/logo.png'],
  ])('refuses a brand %s of %s with a field error, on the profile and in settings', async (field, value) => {
    for (const path of ['/api/brand/profile/', '/api/brand/settings/']) {
      const res = await as(OWNER).raw(path, { method: 'PATCH', body: { [field]: value } });
      expect(res.status, path).toBe(400);
      expect(res.json.code).toBe('validation_error');
      expect(res.json.fields[field].join(' ')).toMatch(/https:\/\//);
    }
    expect((await as(OWNER).get('/brand/profile/')).json[field as 'logo_url' | 'website']).not.toBe(value);
  });

  it('keeps a real web address', async () => {
    const res = await as(OWNER).patch('/brand/settings/', {
      json: { website: 'https://acme-outdoors.example', logo_url: 'https://cdn.acme-outdoors.example/logo.png' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      website: 'https://acme-outdoors.example',
      logo_url: 'https://cdn.acme-outdoors.example/logo.png',
    });
    expect((await as(OWNER).patch('/brand/settings/', { json: { logo_url: null } })).status).toBe(200);
  });
});
