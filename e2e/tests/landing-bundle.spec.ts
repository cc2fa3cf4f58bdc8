/**
 * The landing page loads only its own JavaScript: the entry, its preloads and the landing chunk, never the
 * signed-in shell or another screen. This is the browser's side of bench/bundle-size.ts.
 */
import { expect, test } from '@playwright/test';

const OTHER_SCREENS = [
  'app-layout',
  'login',
  'dashboard',
  'project-detail',
  'analysis',
  'admin',
  'chat-panel',
  'toaster',
];

test('the landing page loads no chunk of another screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#hero-title')).toBeVisible();
  const names = scripts.map(
    (pathname) =>
      pathname
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '') ?? pathname,
  );
  expect(names).toContain('landing');
  expect(
    names.filter((name) => OTHER_SCREENS.includes(name)),
    `scripts loaded on /: ${scripts.join(', ')}`,
  ).toEqual([]);
});
