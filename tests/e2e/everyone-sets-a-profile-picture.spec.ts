import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signUpAndSignIn, signUpBrandAndSignIn, uniqueEmail } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), data.length + 8);
  return out;
};

/** A real, landscape (not square) PNG: the avatar shows its middle in a circle without a cropping step. */
const landscapePng = (width = 120, height = 80) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([x * 2, 120, 255 - y * 3], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const choosePicture = (page: Page) =>
  page
    .locator('input[type="file"][aria-label="Choose a profile picture"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: landscapePng() });
const menuAvatar = (page: Page) => page.getByRole('button', { name: /Account menu for/ }).locator('img');
const rendered = (selector: ReturnType<Page['locator']>) =>
  expect.poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);

test('a brand owner uploads a profile picture: the user menu and the team list show it; removing it brings the initials back', async ({
  page,
}) => {
  const email = uniqueEmail('picture');
  const password = 'picture-perfect-2026';
  await signUpBrandAndSignIn(page, { email, password, first: 'Paula', last: 'Pixel', brand: 'Pixel Goods' });
  await page.goto('/brand/settings/account');

  const card = page.getByRole('group', { name: 'Profile picture' });
  await expect(card.getByText('PP')).toBeVisible();
  await choosePicture(page);
  await expect(page.getByText('Picture saved.')).toBeVisible();
  await expect(menuAvatar(page)).toHaveAttribute('src', /^\/api\/pictures\/[0-9a-f-]{36}\/$/);
  await rendered(menuAvatar(page));
  const box = await menuAvatar(page).boundingBox();
  expect(box?.width).toBe(box?.height);

  await page.goto('/brand/settings/team-members');
  const me = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Paula Pixel' });
  await rendered(me.locator('img'));

  await page.goto('/brand/settings/account');
  await card.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Picture removed.')).toBeVisible();
  await expect(menuAvatar(page)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upload a picture' })).toBeVisible();

  // Only images a browser shows, up to 5 MB.
  await page
    .locator('input[type="file"][aria-label="Choose a profile picture"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(card.getByRole('alert')).toHaveText(/Choose a JPEG, PNG, WebP or GIF picture/);
});

test('a new creator adds a picture in the onboarding profile step', async ({ page }) => {
  await signUpAndSignIn(page, 'creator', uniqueEmail('face'), { first: 'Casey', last: 'Camera' });
  await expect(page).toHaveURL(/\/creator\/onboarding$/);
  await page.getByRole('button', { name: 'Let’s get started' }).click();
  const field = page.getByRole('group', { name: 'Profile picture' });
  await expect(field.getByRole('button', { name: 'Upload a picture' })).toBeVisible();
  await choosePicture(page);
  await expect(field.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await rendered(field.locator('img'));
  await rendered(menuAvatar(page));
});

test('staff reach their account settings from the user menu and set a picture, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await signIn(page, 'staff@demo.test');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/staff\/account$/);
  await choosePicture(page);
  await rendered(menuAvatar(page));
  await page.getByRole('group', { name: 'Profile picture' }).getByRole('button', { name: 'Remove picture' }).click();
  await expect(menuAvatar(page)).toHaveCount(0);
  await expectFitsPhone(page);
});
