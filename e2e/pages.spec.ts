import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { stubOtherHosts } from './page-checks';
import {
  careerRoles,
  contactMethodTexts,
  escapeRegExp,
  homePrices,
  pageTexts,
  planPrices,
  portfolioProjects,
  portfolioTexts,
  resumeButton,
} from './content-facts';

/** The home page's teaser shows at most this many projects (the specification). */
const HOME_PORTFOLIO_LIMIT = 9;

test.describe('pages in the browser', () => {
  test('both currency selectors switch every price; the choice persists across pages and visits', async ({
    page,
  }) => {
    await stubOtherHosts(page);
    const problems = watchConsole(page);
    await page.goto('/');
    // Each price as the visitor sees it (the other currency's is in the page, hidden).
    const prices = page.getByTestId('price');
    const seen = { useInnerText: true };
    await expect(prices).toHaveText(homePrices('PKR'), seen);
    const selectors = page.getByRole('group', { name: 'Currency' });
    await expect(selectors).toHaveCount(2);
    await selectors.first().getByRole('button', { name: 'USD' }).click();
    await expect(prices).toHaveText(homePrices('USD'), seen);
    await selectors.nth(1).getByRole('button', { name: 'PKR' }).click();
    await expect(prices).toHaveText(homePrices('PKR'), seen);
    await selectors.nth(1).getByRole('button', { name: 'USD' }).click();
    await expect(prices).toHaveText(homePrices('USD'), seen);
    // Client-side navigation keeps it; so does a new visit (reload), without hydration errors.
    await page.goto('/services/cpanel-hosting');
    const plans = page.locator('#hosting-plans');
    await expect(plans.getByTestId('price')).toHaveText(planPrices('USD'), seen);
    await expect(plans.getByRole('button', { name: 'USD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(plans.getByTestId('price')).toHaveText(planPrices('USD'), seen);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the portfolio filter is in the URL, survives a reload and can be shared', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/portfolio');
    const cards = page.locator('.portfolio-card:visible');
    // Every project is in the page; a filter shows those of its category.
    const all = await page.locator('[data-category]').count();
    const inCategory = (id: string) => page.locator(`[data-category="${id}"]`).count();
    const filters = page.locator('.portfolio-filters [data-filter]:not([data-filter="all"])');
    const first = {
      id: (await filters.nth(0).getAttribute('data-filter'))!,
      name: (await filters.nth(0).textContent())!,
    };
    const second = { id: (await filters.nth(1).getAttribute('data-filter'))!, name: '' };
    await expect(cards).toHaveCount(all);
    await page.getByRole('button', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio\\?category=${first.id}$`));
    await expect(cards).toHaveCount(await inCategory(first.id));
    await page.reload();
    await expect(cards).toHaveCount(await inCategory(first.id));
    await expect(page.getByRole('button', { name: first.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.portfolio-count')).toHaveText(
      new RegExp(`^Showing ${await inCategory(first.id)} projects?$`),
    );
    await page.goto(`/portfolio?category=${second.id}`);
    await expect(cards).toHaveCount(await inCategory(second.id));
    await page.getByRole('button', { name: portfolioTexts.allProjects }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards).toHaveCount(all);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the home teaser shows the first projects', async ({ page }) => {
    await stubOtherHosts(page);
    await page.goto('/');
    const teaser = await page.locator('.portfolio-teaser .portfolio-card').count();
    expect(teaser).toBeGreaterThan(0);
    expect(teaser).toBeLessThanOrEqual(HOME_PORTFOLIO_LIMIT);
    // The button to the portfolio only when there are more projects than the teaser shows.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Portfolio' })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    const projects = await page.locator('[data-category]').count();
    await page.goto('/');
    await expect(page.getByRole('link', { name: portfolioTexts.seeAll })).toHaveCount(
      projects > HOME_PORTFOLIO_LIMIT ? 1 : 0,
    );
    expect(teaser).toBe(Math.min(HOME_PORTFOLIO_LIMIT, projects));
  });

  test('every project keeps its website link, and one with a case study links to both, on /portfolio and in the home teaser', async ({
    page,
  }) => {
    /** Every project of `shown`: its website's link and, if it has one, its case study's. */
    const expectLinks = async (shown: typeof portfolioProjects) => {
      for (const project of shown) {
        const card = page.locator('.portfolio-card', {
          has: page.getByRole('heading', { name: project.name, exact: true }),
        });
        await expect(
          card.getByRole('link', {
            name: `${portfolioTexts.visitWebsite}: ${project.name} (opens in a new tab)`,
            exact: true,
          }),
        ).toHaveAttribute('href', project.url);
        const study = card.getByRole('link', {
          name: `${portfolioTexts.caseStudy}: ${project.name}`,
          exact: true,
        });
        if (project.caseStudy) {
          await expect(study).toHaveAttribute('href', project.caseStudy);
          await expect(study).toBeVisible();
        } else await expect(study).toHaveCount(0);
      }
    };
    await page.goto('/portfolio');
    await expectLinks(portfolioProjects);
    // The website's link takes its own taps, above the case study's stretched link (a trial
    // click fails when another element would receive the click).
    for (const project of portfolioProjects.filter((item) => item.caseStudy))
      await page
        .getByRole('link', {
          name: `${portfolioTexts.visitWebsite}: ${project.name} (opens in a new tab)`,
          exact: true,
        })
        .click({ trial: true });
    await page.goto('/');
    await expectLinks(portfolioProjects.slice(0, HOME_PORTFOLIO_LIMIT));
  });

  test('careers and contact pages link as the spec says', async ({ page }) => {
    await page.goto('/careers');
    const resumes = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(resumeButton)} for `),
    });
    await expect(resumes).toHaveCount(careerRoles.length);
    await expect(resumes.first()).toHaveAttribute(
      'href',
      new RegExp(
        `^mailto:[^?]+\\?subject=${escapeRegExp(encodeURIComponent(`Application for ${careerRoles[0]!.title}`))}$`,
      ),
    );
    await page.goto('/contact');
    const contact = pageTexts('contact');
    await expect(
      page.getByRole('heading', { level: 1, name: contact.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(contact.lead!, { exact: true })).toBeVisible();
    for (const name of [
      contactMethodTexts.emailHeading!,
      contactMethodTexts.callHeading!,
      contactMethodTexts.whatsappHeading!,
    ])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: contactMethodTexts.whatsappButton }),
    ).toHaveAttribute('target', '_blank');
  });
});
