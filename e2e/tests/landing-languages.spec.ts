/**
 * The landing page in its four languages: the language switch in the top bar at 1440 px (in the section menu's panel
 * at 390 px), nothing wider than the window in any language, the choice applied at once and kept after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkA11y, DESKTOP, SCREENSHOT_DIR } from '../support/screens.js';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

const HEADINGS = {
  en: 'Know what the evaluators will say, before you submit.',
  de: 'Erfahren Sie, was die Expertinnen und Experten sagen, bevor Sie einreichen.',
  fr: 'Sachez ce que diront les experts, avant de déposer votre demande.',
  it: 'Sapere che cosa diranno gli esperti, prima di inoltrare la domanda.',
} as const;
const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' } as const;
const SWITCH_LABELS = { en: 'Language', de: 'Sprache', fr: 'Langue', it: 'Lingua' } as const;
const MENU_LABELS = { en: 'Open menu', de: 'Menü öffnen', fr: 'Ouvrir le menu', it: 'Apri il menu' } as const;
type Language = keyof typeof HEADINGS;
const LANGUAGES = Object.keys(HEADINGS) as Language[];

/** Elements of the top bar, or the page itself, that reach past the window's right edge. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls to ${document.documentElement.scrollWidth}px`);
    const bar = document.querySelector('header > div');
    if (bar && bar.scrollWidth > bar.clientWidth)
      found.push(`top bar content ${bar.scrollWidth}px > ${bar.clientWidth}px`);
    for (const element of Array.from(document.querySelectorAll('header *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`${element.tagName.toLowerCase()} ends at ${box.right}px`);
    }
    return found;
  });
}

/**
 * Starts on / in the given language, as a browser that chose it before (the switch stores the choice); a later choice
 * in the page is kept over reloads.
 */
async function openIn(page: Page, language: Language) {
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', stored);
  }, language);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[language]);
}

for (const language of LANGUAGES) {
  test(`landing page in ${LANGUAGE_NAMES[language]}: the switch fits the top bar at 1440 px and the menu at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await openIn(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const topBar = page.getByRole('banner');
    const barSwitch = topBar.getByRole('combobox', { name: SWITCH_LABELS[language] });
    await expect(barSwitch).toBeVisible();
    await expect(barSwitch).toHaveValue(language);
    await expect(topBar.getByRole('button', { name: MENU_LABELS[language] })).toBeHidden();
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-${language}-1440.png` });
    // From md (768 px) the section links and the switch share the bar: the narrowest such widths fit too.
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(barSwitch).toBeVisible();
      expect(await overflowing(page), `at ${width}px`).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}landing-${language}-${width}.png` });
    }
    await page.setViewportSize(DESKTOP);
    await checkA11y(page, `landing-${language}`);

    await page.setViewportSize(NARROW);
    await expect(barSwitch).toBeHidden();
    expect(await overflowing(page)).toEqual([]);
    await checkA11y(page, `landing-${language}`);
    await topBar.getByRole('button', { name: MENU_LABELS[language] }).click();
    const panel = page.locator('#landing-section-menu');
    const menuSwitch = panel.getByRole('combobox', { name: SWITCH_LABELS[language] });
    await expect(menuSwitch).toBeVisible();
    await expect(menuSwitch).toHaveValue(language);
    await expect(panel.getByRole('link')).toHaveCount(3);
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-${language}-390-menu.png` });
    await checkA11y(page, `landing-menu-${language}`);
  });
}

test('choosing a language on the landing page applies it at once and keeps it after a reload', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openIn(page, 'en');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.de);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await checkA11y(page, 'landing-de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.de);

  // At 390 px the switch in the menu panel changes the page under the open panel, which stays open.
  await page.setViewportSize(NARROW);
  await page.getByRole('button', { name: MENU_LABELS.de }).click();
  await page.locator('#landing-section-menu').getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.fr);
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText([
    'Fonctionnalités',
    'Fonctionnement',
    'Contact',
  ]);
});
