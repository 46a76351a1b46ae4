// The build keeps only the CSS rules whose classes the site's code names (Bootstrap brings far
// more than the site uses), which halves the render-blocking stylesheet. PurgeCSS reads the
// source for class names; a class put together at run time is invisible to it, so its prefix
// must be listed here (scripts/build/css-purge.test.ts fails on one that is not).
import purgeCss from '@fullhuman/postcss-purgecss';

/** Prefixes of class names composed at run time, e.g. `is-${state}`, `category-${id}`. */
export const dynamicClassPrefixes = ['is-', 'category-'] as const;

/**
 * Rules whose selector is a pseudo-class alone, which PurgeCSS drops because no class in the
 * code names them: the focus ring every control shows (src/styles/_layout.scss).
 */
export const bareSelectors = [':focus-visible'] as const;

/**
 * The elements the articles' and case studies' Markdown renders to (src/content/markdown.ts):
 * they are in the content files, not in the code, so no word of the code keeps their rules.
 */
export const markdownElements = [
  'a',
  'blockquote',
  'code',
  'del',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
] as const;

export const purgeOptions = {
  content: ['index.html', 'src/**/*.{ts,tsx}'],
  skippedContentGlobs: ['src/**/*.test.{ts,tsx}'],
  safelist: {
    standard: [
      ...dynamicClassPrefixes.map((prefix) => new RegExp(`^${prefix}`)),
      ...bareSelectors,
      ...markdownElements,
    ],
    // react-toastify composes its class names at run time: all of its rules stay.
    greedy: [/Toastify/],
  },
};

/** The PostCSS plugin for the production build (the dev server keeps all the CSS). */
export const cssPurge = () => purgeCss(purgeOptions);
