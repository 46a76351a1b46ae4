/**
 * `npm run test:content-edits`: staff's edits that the schemas accept must never break a page.
 * From a seed, makes 24 content sets out of the repository's data with random valid edits
 * (prices anywhere the price rules allow, years, testimonials, FAQs and roles removed, added and
 * reordered, texts with the placeholders they may use and with `$`, `&`, `<` in them, plans
 * added and removed, the heads rewritten, a service page added and put in the services menu),
 * checks each with the build's own content check, then
 * renders every route with the site's own server renderer (src/entry-server.tsx, through one
 * Vite server reused for all sets: no production bundle per set) and checks the rules the pages
 * hold: no render error and no failed boundary, one h1, no placeholder left, every plan's price
 * and every FAQ shown, the first testimonials in their order, the heads' computed facts, an added
 * service page served with its heading and description and linked from the menu.
 *
 * Prints its seed; CONTENT_SEED=<seed> replays a run, CONTENT_SETS=<n> changes the count.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import fc from 'fast-check';
import { createServer } from 'vite';
import { HOME_TESTIMONIALS_COUNT } from '../../src/content/testimonials';
import { formatPrice, priceRules } from '../../src/content/price-rules';
import type { PriceRule } from '../../src/content/price-rules';
import { checkContent } from '../build/content-check';
import { iconSprite } from '../build/icon-sprite';
import { responsiveImages } from '../build/images';
import { lookupHostsModule } from '../build/lookup-hosts-module';

const DATA = 'src/content/data';
type Json = Record<string, unknown>;

interface RenderedPage {
  path: string | null;
  head: string;
  html: string;
}

/** A price the rule accepts. */
const priceFor = (rule: PriceRule) =>
  fc.integer({ min: 1, max: rule.max * 10 ** rule.decimals }).map((n) => n / 10 ** rule.decimals);

/** Visible text as staff might type it: words, signs the HTML and the template must keep. */
const words = fc
  .array(
    fc.constantFrom(
      'Fast',
      'hosting',
      'for',
      'Lahore',
      'Save $$',
      '$&',
      'R&D',
      '<b>bold</b>',
      '“quoted”',
      '50%',
      'e-mail',
      'Karachi’s',
      'done.',
    ),
    { minLength: 2, maxLength: 12 },
  )
  .map((list) => list.join(' '));

/** Text that may name the placeholders `names`. */
const textWith = (names: readonly string[]) =>
  fc
    .tuple(words, fc.subarray([...names], { maxLength: Math.min(2, names.length) }))
    .map(([text, used]) => [text, ...used.map((name) => `{${name}}`)].join(' '));

const headNames = ['brandName', 'years', 'fromPricePKR', 'fromPriceUSD'];

/** One content set: the edits to apply to the repository's data. */
const editsArbitrary = (base: {
  plans: Json[];
  faqs: number;
  testimonials: number;
  roles: number;
}) =>
  fc.record({
    plans: fc.array(
      fc.record({
        pricePKR: priceFor(priceRules.planPKR),
        priceUSD: priceFor(priceRules.planUSD),
        popular: fc.boolean(),
        name: words,
      }),
      { minLength: 1, maxLength: 5 },
    ),
    hero: fc.record({
      setupPKR: priceFor(priceRules.packagePKR),
      setupUSD: priceFor(priceRules.packageUSD),
      monthlyPKR: priceFor(priceRules.packagePKR),
      monthlyUSD: priceFor(priceRules.packageUSD),
    }),
    years: fc.integer({ min: 1, max: 80 }),
    removeTestimonials: fc.subarray(
      Array.from({ length: base.testimonials }, (_, i) => i),
      { maxLength: base.testimonials - 1 },
    ),
    addTestimonials: fc.array(fc.record({ text: words, order: fc.nat(40) }), { maxLength: 4 }),
    removeFaqs: fc.subarray(
      Array.from({ length: base.faqs }, (_, i) => i),
      { maxLength: base.faqs - 1 },
    ),
    addFaqs: fc.array(
      fc.record({ question: words, answer: textWith(['paymentMethods']), order: fc.nat(30) }),
      { maxLength: 4 },
    ),
    removeRoles: fc.subarray(
      Array.from({ length: base.roles }, (_, i) => i),
      { maxLength: base.roles - 1 },
    ),
    aboutDescription: textWith(headNames),
    cpanelLine: fc.boolean(),
    // A new service page, placed in a column of the services menu.
    addServicePage: fc.option(
      fc.record({ title: words, description: words, order: fc.nat(20), column: fc.nat(10) }),
    ),
  });

type Edits = ReturnType<typeof editsArbitrary> extends fc.Arbitrary<infer T> ? T : never;

const readJson = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
const writeJson = (dir: string, file: string, value: unknown) =>
  writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
const folderFiles = (dir: string, folder: string) =>
  readdirSync(join(dir, DATA, folder))
    .filter((name) => name.endsWith('.json'))
    .sort();

/** The file name (and address) of the service page set `set` adds. */
const addedPageName = (set: number) => `added-service-${set}`;

/** Writes the repository's data with `edits` into the copy's data folder. */
function applyEdits(repo: string, copy: string, edits: Edits, set: number) {
  rmSync(join(copy, DATA), { recursive: true, force: true });
  cpSync(join(repo, DATA), join(copy, DATA), { recursive: true });
  const plansFile = `${DATA}/hosting-plans.json`;
  const plansData = readJson(copy, plansFile) as { plans: Json[] };
  plansData.plans = edits.plans.map((plan, index) => ({
    ...(plansData.plans[index % plansData.plans.length] as Json),
    ...plan,
    id: `plan-${index}`,
  }));
  writeJson(copy, plansFile, plansData);
  const heroFile = `${DATA}/hero-package.json`;
  writeJson(copy, heroFile, { ...readJson(copy, heroFile), ...edits.hero });
  const aboutFile = `${DATA}/about.json`;
  writeJson(copy, aboutFile, { ...readJson(copy, aboutFile), yearsOfExperience: edits.years });
  const headsFile = `${DATA}/heads.json`;
  const heads = readJson(copy, headsFile) as Record<string, Json>;
  heads.about = { ...heads.about, description: edits.aboutDescription };
  writeJson(copy, headsFile, heads);
  const remove = (folder: string, indexes: number[]) => {
    const files = folderFiles(copy, folder);
    for (const index of indexes) rmSync(join(copy, DATA, folder, files[index]!));
  };
  remove('testimonials', edits.removeTestimonials);
  remove('faqs', edits.removeFaqs);
  remove('careers', edits.removeRoles);
  // A case study names its client's testimonial: staff removing that one also unlink it.
  for (const name of folderFiles(copy, 'case-studies')) {
    const file = `${DATA}/case-studies/${name}`;
    const study = readJson(copy, file) as Record<string, Json>;
    if (
      typeof study.testimonial === 'string' &&
      !folderFiles(copy, 'testimonials').includes(`${study.testimonial}.json`)
    ) {
      delete study.testimonial;
      writeJson(copy, file, study);
    }
  }
  edits.addTestimonials.forEach((entry, index) =>
    writeJson(copy, `${DATA}/testimonials/added-${set}-${index}.json`, {
      order: entry.order,
      name: 'Added Client',
      location: 'Quetta, Pakistan',
      rating: 5,
      text: `${entry.text} (${set}.${index})`,
    }),
  );
  edits.addFaqs.forEach((entry, index) =>
    writeJson(copy, `${DATA}/faqs/added-${set}-${index}.json`, {
      order: entry.order,
      question: `${entry.question} (${set}.${index})?`,
      answer: entry.answer,
    }),
  );
  if (edits.addServicePage) {
    const { title, description, order, column } = edits.addServicePage;
    const page = readJson(copy, `${DATA}/service-pages/seo-services.json`);
    writeJson(copy, `${DATA}/service-pages/${addedPageName(set)}.json`, {
      ...page,
      order,
      title,
      description,
    });
    const navigationFile = `${DATA}/navigation.json`;
    const navigation = readJson(copy, navigationFile) as { megaMenu: { items: Json[] }[] };
    navigation.megaMenu[column % navigation.megaMenu.length]!.items.push({
      name: title,
      to: `/services/${addedPageName(set)}`,
      icon: 'code',
    });
    writeJson(copy, navigationFile, navigation);
  }
  if (!edits.cpanelLine) {
    // The cPanel page without its plans block: a page may leave out an embed.
    const file = `${DATA}/service-pages/cpanel-hosting.json`;
    const page = readJson(copy, file) as { sections: { kind: string }[] };
    page.sections = page.sections.filter((section) => section.kind !== 'embed');
    writeJson(copy, file, page);
  }
}

/** The text React writes for a string in HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The rules every rendered set holds; one line per broken rule. */
function checkPages(copy: string, pages: RenderedPage[], edits: Edits, set: number): string[] {
  const problems: string[] = [];
  const page = (path: string) => pages.find((item) => item.path === path);
  for (const { path, head, html } of pages) {
    const name = path ?? '404';
    if (html.includes('<!--$!-->')) problems.push(`${name}: a part failed to render`);
    if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${name}: not one h1`);
    // In the texts, not in the inline scripts (template literals are code, not placeholders).
    const texts = `${head}${html}`.replace(/<script>[\s\S]*?<\/script>/g, '');
    const left = texts.match(/\{[A-Za-z]\w*\}/);
    if (left) problems.push(`${name}: placeholder left as is: ${left[0]}`);
  }
  const shows = (path: string, text: string, what: string) => {
    if (!page(path)?.html.includes(asHtml(text))) problems.push(`${path}: does not show ${what}`);
  };
  for (const plan of edits.plans) {
    if (edits.cpanelLine)
      shows('/services/cpanel-hosting', formatPrice(plan.pricePKR, 'PKR'), `Rs.${plan.pricePKR}`);
    shows('/', formatPrice(plan.pricePKR, 'PKR'), `the plan price Rs.${plan.pricePKR}`);
  }
  shows('/', formatPrice(edits.hero.setupPKR, 'PKR', { spaced: true }), 'the package setup price');
  for (const name of folderFiles(copy, 'faqs'))
    shows('/faqs', String(readJson(copy, `${DATA}/faqs/${name}`).question), `FAQ ${name}`);
  const testimonials = folderFiles(copy, 'testimonials')
    .map((name) => readJson(copy, `${DATA}/testimonials/${name}`))
    .sort((a, b) => Number(a.order) - Number(b.order));
  const home = page('/')?.html ?? '';
  let at = 0;
  for (const testimonial of testimonials.slice(0, HOME_TESTIMONIALS_COUNT)) {
    const found = home.indexOf(asHtml(String(testimonial.text)), at);
    if (found < 0)
      problems.push(`/: testimonial "${String(testimonial.text)}" missing or out of order`);
    else at = found;
  }
  if (edits.addServicePage) {
    const path = `/services/${addedPageName(set)}`;
    const added = page(path);
    if (!added) problems.push(`${path}: the added service page has no route`);
    else {
      if (!added.html.includes(`>${asHtml(edits.addServicePage.title)}</h1>`))
        problems.push(`${path}: does not show its title as its heading`);
      if (!added.head.includes(asHtml(edits.addServicePage.description)))
        problems.push(`${path}: its head does not hold its description`);
      if (!page('/')?.html.includes(`href="${path}"`))
        problems.push(`${path}: not in the services menu`);
    }
  }
  const cheapest = formatPrice(Math.min(...edits.plans.map((plan) => plan.pricePKR)), 'PKR');
  if (!page('/services/cpanel-hosting')?.head.includes(`Plans from ${cheapest} per month`))
    problems.push(`/services/cpanel-hosting: description does not say Plans from ${cheapest}`);
  if (
    edits.aboutDescription.includes('{years}') &&
    !page('/about-us')?.head.includes(String(edits.years))
  )
    problems.push(`/about-us: description does not say ${edits.years}`);
  return problems;
}

/** The marker each hostile part carries: none may reach the rendered page. */
const HOSTILE_MARKER = 'hostileMarker';

/**
 * Writes an article whose Markdown holds a script element, an inline handler and javascript:
 * links into the copy, renders the site, and names what of it reached the article's page.
 */
async function hostileArticleProblems(
  copy: string,
  render: () => Promise<RenderedPage[]>,
): Promise<string[]> {
  const slug = 'hostile-article-check';
  const folder = join(copy, DATA, 'insights');
  const anyArticle = readdirSync(folder).find((file) => file.endsWith('.md'));
  if (!anyArticle) return ['no article in the copy to take a valid front matter from'];
  const front = readFileSync(join(folder, anyArticle), 'utf8').split(/^---$/m)[1];
  const body = [
    'Plain words stay.',
    '',
    `<script>window.${HOSTILE_MARKER}1 = 1</script>`,
    '',
    `<img src="/images/x.png" onerror="window.${HOSTILE_MARKER}2 = 1">`,
    '',
    `[a link](javascript:window.${HOSTILE_MARKER}3=1) and ![an image](javascript:window.${HOSTILE_MARKER}4=1)`,
    '',
    `<a href="javascript:window.${HOSTILE_MARKER}5=1" onclick="window.${HOSTILE_MARKER}6=1">raw</a>`,
  ].join('\n');
  writeFileSync(join(folder, `${slug}.md`), `---${front}---\n\n${body}\n`);
  try {
    const refused = checkContent(copy);
    if (refused.length) return refused.map((line) => `content check refused the article: ${line}`);
    const page = (await render()).find((item) => item.path === `/insights/${slug}`);
    if (!page) return [`no page at /insights/${slug}`];
    const problems: string[] = [];
    const start = page.html.indexOf('class="insight-body"');
    const article = start < 0 ? '' : page.html.slice(start, page.html.indexOf('</article>', start));
    if (!article.includes('Plain words stay.')) problems.push('the article text is missing');
    if (page.html.includes(HOSTILE_MARKER)) problems.push('a hostile part reached the page');
    if (/<script/i.test(article)) problems.push('a script element reached the article');
    if (/javascript:/i.test(article)) problems.push('a javascript: URL reached the article');
    if (/\son[a-z]+=/i.test(article)) problems.push('an inline event handler reached the article');
    return problems;
  } finally {
    rmSync(join(folder, `${slug}.md`), { force: true });
  }
}

export async function main(args: string[] = []): Promise<number> {
  const seed = Number(process.env.CONTENT_SEED ?? Date.now() % 2 ** 31);
  const sets = Number(process.env.CONTENT_SETS ?? args[0] ?? 24);
  const repo = resolve(import.meta.dirname, '../..');
  console.log(`content edits: seed ${seed} (replay with CONTENT_SEED=${seed}), ${sets} sets`);
  const started = Date.now();
  const copy = mkdtempSync(join(tmpdir(), 'content-edits-'));
  cpSync(join(repo, 'src'), join(copy, 'src'), { recursive: true });
  cpSync(join(repo, 'package.json'), join(copy, 'package.json'));
  symlinkSync(join(repo, 'public'), join(copy, 'public'), 'dir');
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const cwd = process.cwd();
  // The heads' facts are read relative to the project where no bundler defines them.
  process.chdir(copy);
  const server = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: [react(), iconSprite(), lookupHostsModule(), responsiveImages({ sources: [DATA] })],
  });
  const base = {
    plans: (readJson(repo, `${DATA}/hosting-plans.json`) as { plans: Json[] }).plans,
    faqs: folderFiles(repo, 'faqs').length,
    testimonials: folderFiles(repo, 'testimonials').length,
    roles: folderFiles(repo, 'careers').length,
  };
  // Every page of the copy as it stands, rendered as the prerenderer renders it.
  const renderSite = async () => {
    server.moduleGraph.invalidateAll();
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
      renderAll: () => Promise<RenderedPage[]>;
    };
    return entry.renderAll();
  };
  let failed = 0;
  try {
    const all = fc.sample(editsArbitrary(base), { seed, numRuns: sets });
    for (const [index, edits] of all.entries()) {
      applyEdits(repo, copy, edits, index);
      const refused = checkContent(copy);
      let problems = refused.map((line) => `content check refused a valid edit: ${line}`);
      if (!problems.length) {
        try {
          problems = checkPages(copy, await renderSite(), edits, index);
        } catch (error) {
          problems = [`render failed: ${error instanceof Error ? error.message : String(error)}`];
        }
      }
      if (problems.length) {
        failed += 1;
        console.log(`set ${index + 1}: FAIL\n  ${problems.join('\n  ')}`);
      } else console.log(`set ${index + 1}: ok`);
    }
    // Last, on the edited copy: an article whose body tries to run script. The page the site
    // would serve keeps its text and none of the script, handler or javascript: link.
    const problems = await hostileArticleProblems(copy, renderSite);
    if (problems.length) {
      failed += 1;
      console.log(`hostile article: FAIL\n  ${problems.join('\n  ')}`);
    } else
      console.log('hostile article: ok (no script, handler or javascript: link reaches its page)');
  } finally {
    await server.close();
    process.chdir(cwd);
    rmSync(copy, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    failed
      ? `content edits: ${failed} of ${sets} sets failed (seed ${seed}, ${seconds} s)`
      : `content edits: all ${sets} sets passed (seed ${seed}, ${seconds} s)`,
  );
  return failed ? 1 : 0;
}
