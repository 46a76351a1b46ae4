import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { estimateCatalog } from '../src/content/estimator';
import { estimateRange } from '../src/content/estimate-rules';
import { formatPrice } from '../src/content/price-rules';
import { AXE_TAGS } from './axe';
import { mailsFrom } from './mailbox';
import { darkThemeContrastViolations } from './page-checks';
import { contactForm, unique } from './outbox';

// The project estimator: a range at each tap, the answers in the address, and one tap from the
// estimate to a message whose mail carries the scope as a table.

const [service, second] = estimateCatalog.services;
const [size] = estimateCatalog.sizes.slice(-1);
const [feature] = estimateCatalog.features;
const [content] = estimateCatalog.content;
const [timeline] = estimateCatalog.timelines;
const [care] = estimateCatalog.carePlans.slice(-1);
const answers = {
  service: service!.id,
  size: size!.id,
  features: [feature!.id],
  content: content!.id,
  timeline: timeline!.id,
  care: care!.id,
};
const range = estimateRange(estimateCatalog, answers)!;
const rupees = (amount: number) => formatPrice(amount, 'PKR', { spaced: true });

test('estimate, then send it: one mail whose body has the scope table @chromium', async ({
  page,
}) => {
  await page.goto('/estimate');
  const estimator = page.getByRole('form', { name: 'Project estimator' });
  const status = estimator.getByRole('status');
  await estimator.getByLabel(service!.label, { exact: true }).check();
  await expect(status).toContainText(
    rupees(estimateRange(estimateCatalog, { service: service!.id, features: [] })!.low.PKR),
  );
  await estimator.getByLabel(size!.label, { exact: true }).check();
  await estimator.getByLabel(feature!.label, { exact: true }).check();
  await estimator.getByLabel(content!.label, { exact: true }).check();
  await estimator.getByLabel(timeline!.label, { exact: true }).check();
  await estimator.getByLabel(care!.label, { exact: true }).check();
  // As the visitor sees it: the page's CSS shows the prices of the chosen currency only.
  await expect(status).toContainText(`${rupees(range.low.PKR)} to ${rupees(range.high.PKR)}`, {
    useInnerText: true,
  });
  await expect(page).toHaveURL(
    `/estimate?service=${answers.service}&size=${answers.size}&features=${answers.features[0]}&content=${answers.content}&timeline=${answers.timeline}&care=${answers.care}`,
  );

  await estimator.getByRole('link', { name: 'Send this to us' }).click();
  await expect(page).toHaveURL(/\/contact\?service=/);
  const visitor = unique('Estimate');
  const { form, name, email, message, submit } = await contactForm(page);
  await expect(form.getByRole('table')).toContainText(service!.label);
  await name.pressSequentially(visitor);
  await email.pressSequentially('estimate@example.com');
  await message.pressSequentially('Please confirm this estimate.');
  await submit.click();
  await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
  const [mail] = await mailsFrom(visitor);
  expect(mail!.text).toContain(
    [
      'Project scope (from the estimator):',
      `Service: ${service!.label}`,
      `Size: ${size!.label}`,
      `Features: ${feature!.label}`,
      `Content: ${content!.label}`,
      `Timeline: ${timeline!.label}`,
      `Care plan: ${care!.label}`,
      `Estimate: ${rupees(range.low.PKR)} to ${rupees(range.high.PKR)}`,
    ].join('\n'),
  );
  expect(mail!.html).toContain(`<th align="left">Service</th><td>${service!.label}</td>`);
  // Sent once: the form and the address forget the estimate.
  await expect(page).toHaveURL(/\/contact$/);
  expect(await mailsFrom(visitor)).toHaveLength(1);
});

test('a shared estimate link restores its answers; a stale one opens at the first to answer @chromium', async ({
  page,
}) => {
  await page.goto(`/estimate?service=${second!.id}&size=${size!.id}&care=${care!.id}`);
  const estimator = page.getByRole('form', { name: 'Project estimator' });
  await expect(estimator.getByLabel(second!.label, { exact: true })).toBeChecked();
  await expect(estimator.getByLabel(size!.label, { exact: true })).toBeChecked();
  await expect(estimator.getByLabel(care!.label, { exact: true })).toBeChecked();
  const shared = estimateRange(estimateCatalog, {
    service: second!.id,
    size: size!.id,
    care: care!.id,
    features: [],
  })!;
  await expect(estimator.getByRole('status')).toContainText(rupees(shared.high.PKR));

  // A tap is answered within 100 ms: the range is on the page when the click's handlers return.
  const [other] = estimateCatalog.sizes;
  const answer = await page.evaluate(
    ({ id }) => {
      const status = document.querySelector('.estimator [role="status"]')!;
      const before = status.textContent;
      const start = performance.now();
      document.querySelector<HTMLInputElement>(`input[name="size"][value="${id}"]`)!.click();
      return { ms: performance.now() - start, changed: status.textContent !== before };
    },
    { id: other!.id },
  );
  expect(answer.changed).toBe(true);
  expect(answer.ms).toBeLessThan(100);

  await page.goto(`/estimate?service=${second!.id}&size=gone&content=%3Cscript%3E`);
  await expect(estimator.getByRole('alert')).toContainText('no longer exist or are not valid');
  await expect(estimator.getByLabel(second!.label, { exact: true })).toBeChecked();
  await expect(page).toHaveURL(`/estimate?service=${second!.id}`);
});

test('a whole estimate, its note and its actions are axe clean in light and dark @chromium', async ({
  page,
}) => {
  await page.goto(
    `/estimate?service=${service!.id}&size=gone&features=${feature!.id}&care=${care!.id}`,
  );
  const estimator = page.getByRole('form', { name: 'Project estimator' });
  await expect(estimator.getByRole('alert')).toBeVisible();
  await expect(estimator.getByRole('link', { name: 'Send this to us' })).toBeVisible();
  await estimator.getByLabel(size!.label, { exact: true }).focus();
  const light = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(light.violations.map((violation) => violation.id)).toEqual([]);
  expect(await darkThemeContrastViolations(page)).toEqual([]);
});
