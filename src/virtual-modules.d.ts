/** The icon sprite's URL (scripts/build/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/** The domain checker's lookup hosts, computed at build (scripts/build/lookup-hosts-module.ts). */
declare module 'virtual:lookup-hosts' {
  const hosts: import('./pages/legal/lookup-hosts').LookupHostFacts;
  export default hosts;
}

/** Responsive variants of the content's images, by original path (scripts/build/images.ts). */
declare module 'virtual:responsive-images' {
  const images: Readonly<
    Record<string, { src: string; srcset: string; width: number; height: number }>
  >;
  export default images;
}

/**
 * The agency's uploaded logos and social image (scripts/build/images.ts): a field left empty is
 * absent; `image` is null when the named file is missing (the build warned).
 */
declare module 'virtual:brand-images' {
  type Upload = {
    path: string;
    image: { src: string; srcset: string; width: number; height: number } | null;
  };
  const uploads: Readonly<Partial<Record<'logoOnHero' | 'logoOnSolid' | 'socialImage', Upload>>>;
  export default uploads;
}

/** The contact fields' checks, read from the zod schema at build (scripts/build/field-checks-module.ts). */
declare module 'virtual:contact-field-checks' {
  const checks: Readonly<
    Record<
      import('./features/contact/contact-protocol').ContactFieldName,
      import('./lib/field-checks').FieldCheck[]
    >
  >;
  export default checks;
}

/** The field measurements of the last 28 days, read at build (scripts/build/vitals-summary-module.ts). */
declare module 'virtual:vitals-summary' {
  const summary: import('./features/vitals/vitals-figures').VitalsSummary;
  export default summary;
}
