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
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { HOME_TESTIMONIALS_COUNT } from '../../src/content/testimonials';
import { formatPrice, priceRules } from '../../src/content/price-rules';
import type { PriceRule } from '../../src/content/price-rules';
import { checkContent } from '../build/content-check';
import { feedsOf } from '../build/insight-files';
import { readInsights } from '../build/insight-sources';
import { copyProject, longestSite, renderWith, rendererServer } from './longest-texts';
import type { RenderedPage } from './longest-texts';
import { domAttr } from '../../src/lib/dom-contract';

const DATA = 'src/content/data';
type Json = Record<string, unknown>;

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

/** The marker each hostile part carries: none may reach the rendered page or a feed as code. */
const HOSTILE_MARKER = 'hostileMarker';

/** Pieces of a title or body that try to end a CDATA section, open a script or break XML. */
const hostilePieces = fc.constantFrom(
  ']]>',
  '<![CDATA[',
  `<script>window.${HOSTILE_MARKER}=1</script>`,
  `]]><script>window.${HOSTILE_MARKER}=2</script><![CDATA[`,
  `<img src=x onerror="window.${HOSTILE_MARKER}=3">`,
  '&amp;',
  '"\'',
  '\u202E',
);

/** A title or summary as staff might type it, hostile pieces included, at most `max` characters. */
const hostileText = (max: number) =>
  fc
    .array(fc.oneof(words, hostilePieces), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(' ').trim().slice(0, max).trim())
    .filter((text) => text.length > 0 && text.toLowerCase() !== 'page');

/** An article body: paragraphs, headings and code samples, hostile pieces among them. */
const articleBody = fc
  .array(
    fc.oneof(
      words,
      hostileText(200),
      hostileText(60).map((text) => `## ${text}`),
      hostileText(200).map((text) => `\`\`\`\n${text}\n]]>\n\`\`\``),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((blocks) => blocks.join('\n\n'));

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
    // A description of a length search results show (51 to 170 characters, facts filled in),
    // unlike every other page's: its fixed start alone is 51 characters long, whatever the text
    // after it (which may be empty, or only a fact that fills in short).
    aboutDescription: textWith(headNames).map(
      (text) => `About us: the websites, hosting and marketing we do, ${text.slice(0, 80)}`,
    ),
    cpanelLine: fc.boolean(),
    // A new article, its title, summary and body with hostile pieces among the words.
    addArticle: fc.record({
      title: hostileText(90),
      // A description of a length search results show: 51 to 170 characters.
      description: hostileText(110).map(
        (text) => `An article by our team on websites, hosting and marketing: ${text}`,
      ),
      body: articleBody,
    }),
    // A new service page, placed in a column of the services menu.
    addServicePage: fc.option(
      fc.record({
        title: words.map((text) => `New: ${text}`),
        description: words.map((text) =>
          `A new service page of ours, added in the editor: ${text}`.slice(0, 170),
        ),
        order: fc.nat(20),
        column: fc.nat(10),
      }),
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

/** The file name (and address) of the article set `set` adds. */
const addedArticleName = (set: number) => `added-article-${set}`;

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
  {
    const folder = join(copy, DATA, 'insights');
    const anyArticle = readdirSync(folder).find((file) => file.endsWith('.md'))!;
    const front = parseYaml(readFileSync(join(folder, anyArticle), 'utf8').split(/^---$/m)[1]!);
    const { title, description, body } = edits.addArticle;
    const fields = stringifyYaml({ ...front, title, description });
    writeFileSync(join(folder, `${addedArticleName(set)}.md`), `---\n${fields}---\n\n${body}\n`);
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

// jsdom's strict XML parser (the browsers' DOMParser); jsdom ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const XmlParser = new JSDOM('').window.DOMParser;

/**
 * The feeds of the copy's articles: both parse as XML, hold no element that runs, and carry each
 * of `titles` as an item's title text. One line per broken rule.
 */
function feedProblems(copy: string, titles: readonly string[]): string[] {
  const { articles } = readInsights(copy);
  const { rss, atom } = feedsOf(articles, 'https://agency.example');
  const problems: string[] = [];
  for (const [name, text] of [
    ['rss.xml', rss],
    ['atom.xml', atom],
  ] as const) {
    const document = new XmlParser().parseFromString(text, 'application/xml');
    if (document.querySelector('parsererror')) {
      problems.push(`${name}: not valid XML`);
      continue;
    }
    if (document.getElementsByTagName('script').length || /<script/i.test(text))
      problems.push(`${name}: holds a script element`);
    const shown = [...document.getElementsByTagName('title')].map((node) => node.textContent);
    for (const title of titles)
      if (!shown.includes(title)) problems.push(`${name}: no item titled ${JSON.stringify(title)}`);
  }
  return problems;
}

/** Whether a rendered page holds any hostile part as code (a script or a handler that runs). */
const runsHostile = (html: string) =>
  // An executable script (JSON-LD is data: its `<` are escaped, so it cannot end early).
  new RegExp(
    `<script(?![^>]*type="application/ld\\+json")[^>]*>[^<]*${HOSTILE_MARKER}|<[a-z][^<>]*\\son[a-z]+="[^"]*${HOSTILE_MARKER}`,
    'i',
  ).test(html);

/** The rules every rendered set holds; one line per broken rule. */
function checkPages(copy: string, pages: RenderedPage[], edits: Edits, set: number): string[] {
  const problems: string[] = [];
  const page = (path: string) => pages.find((item) => item.path === path);
  for (const { path, head, html } of pages) {
    const name = path ?? '404';
    if (html.includes('<!--$!-->')) problems.push(`${name}: a part failed to render`);
    if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${name}: not one h1`);
    // In the texts, not in the inline scripts (template literals are code, not placeholders) nor
    // the fields' checks (patterns such as \p{Cc} are code too).
    const texts = `${head}${html}`
      .replace(/<script>[\s\S]*?<\/script>/g, '')
      .replace(new RegExp(` ${domAttr.fieldChecks}="[^"]*"`, 'g'), '');
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
  const articlePath = `/insights/${addedArticleName(set)}`;
  const added = page(articlePath);
  if (!added) problems.push(`${articlePath}: the added article has no page`);
  else if (!added.html.includes(`>${asHtml(edits.addArticle.title)}</h1>`))
    problems.push(`${articlePath}: does not show its title as its heading`);
  for (const { path, head, html } of pages)
    if (runsHostile(`${head}${html}`)) problems.push(`${path ?? '404'}: a hostile part runs`);
  problems.push(...feedProblems(copy, [edits.addArticle.title]));
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
  // A title that closes a CDATA section and opens a script (83 characters, within the 90).
  const title = `]]><script>window.${HOSTILE_MARKER}0=1</script><![CDATA[ ]]><script>alert(2)</script>`;
  const front = `\n${stringifyYaml({
    ...parseYaml(readFileSync(join(folder, anyArticle), 'utf8').split(/^---$/m)[1]!),
    title,
    description: 'A check that no script, handler or javascript: link in an article ever runs.',
  })}`;
  const body = [
    'Plain words stay.',
    '',
    '```xml',
    `<![CDATA[ ]]><script>window.${HOSTILE_MARKER}7=1</script>`,
    '```',
    '',
    '```',
    'a ]]> b ]]> c',
    '```',
    '',
    '![diagram](/images/insights/diagram.svg)',
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
    // An image in Markdown obeys the image fields' rule: the SVG is refused, naming it.
    const refused = checkContent(copy);
    const where = `src/content/data/insights/${slug}.md: (the body): `;
    if (
      refused.length !== 2 ||
      !refused.some((line) => line.startsWith(`${where}image "/images/insights/diagram.svg"`)) ||
      !refused.some((line) => line.startsWith(`${where}an image whose address is not allowed`))
    )
      return [`the content check did not refuse the two images alone: ${refused.join('; ')}`];
    const withoutSvg = readFileSync(join(folder, `${slug}.md`), 'utf8')
      .replace('![diagram](/images/insights/diagram.svg)', '')
      .replace(/!\[an image\]\([^)]*\)/, '');
    writeFileSync(join(folder, `${slug}.md`), withoutSvg);
    const still = checkContent(copy);
    if (still.length) return still.map((line) => `content check refused the article: ${line}`);
    const feeds = feedProblems(copy, [title]);
    const page = (await render()).find((item) => item.path === `/insights/${slug}`);
    if (!page) return [`no page at /insights/${slug}`];
    const problems: string[] = [];
    const start = page.html.indexOf('class="insight-body"');
    const article = start < 0 ? '' : page.html.slice(start, page.html.indexOf('</article>', start));
    if (!article.includes('Plain words stay.')) problems.push('the article text is missing');
    problems.push(...feeds);
    if (runsHostile(`${page.head}${page.html}`)) problems.push('a hostile part runs on the page');
    if (/<script/i.test(article)) problems.push('a script element reached the article');
    if (/javascript:/i.test(article)) problems.push('a javascript: URL reached the article');
    // In a tag: a text's `<` is escaped, so `onerror=` shown as text is no handler.
    if (/<[a-z][^<>]*\son[a-z]+=/i.test(article))
      problems.push('an inline event handler reached the article');
    return problems;
  } finally {
    rmSync(join(folder, `${slug}.md`), { force: true });
  }
}

/**
 * Writes files that could run script into the copy's upload folder (an SVG with a script, an
 * HTML page, an HTML page named .png): the content check must refuse each, naming it.
 */
function hostileUploadProblems(copy: string): string[] {
  const folder = join(copy, 'public/images/insights');
  const files: Record<string, string> = {
    'hostile-drawing.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>window.${HOSTILE_MARKER}=1</script></svg>`,
    'hostile-page.html': `<script>window.${HOSTILE_MARKER}=1</script>`,
    'hostile-image.png': `<html><script>window.${HOSTILE_MARKER}=1</script></html>`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  try {
    const refused = checkContent(copy);
    return Object.keys(files)
      .filter(
        (name) => !refused.some((line) => line.startsWith(`public/images/insights/${name}: `)),
      )
      .map((name) => `the content check did not refuse the upload ${name}`);
  } finally {
    for (const name of Object.keys(files)) rmSync(join(folder, name), { force: true });
  }
}

/**
 * Every limited text of the single data files at the longest its schema allows: the build's
 * content check takes them and every page renders with each shown whole (their layout on a
 * phone: e2e/longest-texts.spec.ts).
 */
async function longestTextProblems(repo: string): Promise<string[]> {
  const { refused, written, pages } = await longestSite(repo);
  if (refused.length) return refused.map((line) => `the longest texts were refused: ${line}`);
  const html = pages.map((page) => page.html).join('\n');
  return written
    .filter((text) => !html.includes(asHtml(text)))
    .map((text) => `a longest text is not shown whole: ${text}`);
}

export async function main(args: string[] = []): Promise<number> {
  const seed = Number(process.env.CONTENT_SEED ?? Date.now() % 2 ** 31);
  const sets = Number(process.env.CONTENT_SETS ?? args[0] ?? 24);
  const repo = resolve(import.meta.dirname, '../..');
  console.log(`content edits: seed ${seed} (replay with CONTENT_SEED=${seed}), ${sets} sets`);
  const started = Date.now();
  // A copy: the sets write its data, the hostile set its uploads.
  const copy = copyProject(repo);
  const cwd = process.cwd();
  // The heads' facts are read relative to the project where no bundler defines them.
  process.chdir(copy);
  const server = await rendererServer(copy);
  const base = {
    plans: (readJson(repo, `${DATA}/hosting-plans.json`) as { plans: Json[] }).plans,
    faqs: folderFiles(repo, 'faqs').length,
    testimonials: folderFiles(repo, 'testimonials').length,
    roles: folderFiles(repo, 'careers').length,
  };
  // Every page of the copy as it stands, rendered as the prerenderer renders it.
  const renderSite = () => renderWith(server);
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
      console.log(
        'hostile article: ok (no script, handler or javascript: link reaches its page or the feeds)',
      );
    const longest = await longestTextProblems(repo);
    if (longest.length) {
      failed += 1;
      console.log(`longest texts: FAIL\n  ${longest.join('\n  ')}`);
    } else
      console.log('longest texts: ok (every limited text at its limit is taken and shown whole)');
    const uploads = hostileUploadProblems(copy);
    if (uploads.length) {
      failed += 1;
      console.log(`hostile uploads: FAIL\n  ${uploads.join('\n  ')}`);
    } else console.log('hostile uploads: ok (an SVG, an HTML page and a fake PNG are refused)');
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
