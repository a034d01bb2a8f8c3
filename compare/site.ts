// The bundled report as a small site: an index of every variant (report.html), a page per
// variant and a comparison page per family (report/<name>.html, report/family-<id>.html), all
// made from one measurement of each variant. Pages only (path and HTML); the CLI writes them.
// Each page is bounded by what it shows (one variant, or one family's differing rules grouped by
// value) rather than by the number of bundled variants, as the single 66-column page was.

import type { Compared, Figures } from './compare.ts';
import { ruleRows } from './compare.ts';
import { familiesOf, type Family, type FamilyRule } from './families.ts';
import type { GameSettings } from './measure.ts';
import { PERFT_DEPTHS } from './measure.ts';
import { familyPage } from './site-family.ts';
import { indexPage } from './site-index.ts';
import { variantPage } from './site-variant.ts';
import { familyFile, PAGES_FOLDER, variantFile } from './site-files.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** A page of the site: its path relative to the index's folder, and its HTML. */
export interface SitePage {
  readonly path: string;
  readonly html: string;
}

/** What every page knows of a variant. */
export interface SiteVariant {
  readonly plan: VariantPlan;
  readonly figures: Figures;
  /** Labels of the rule rows in which it differs from orthodox chess. */
  readonly differsFromChess: readonly string[];
  readonly families: readonly FamilyRule[];
}

/** Everything the pages are made from. */
export interface Site {
  readonly variants: readonly SiteVariant[];
  readonly families: readonly Family[];
  readonly settings: GameSettings & { readonly perftDepths: readonly number[] };
  /** The variant the others are read against (orthodox chess when bundled). */
  readonly reference: VariantPlan;
}


/** The site's model: families, each variant's differences from the reference. */
export function siteOf(variants: readonly Compared[], figures: readonly Figures[], settings: GameSettings): Site {
  const plans = variants.map((v) => v.plan);
  const reference = plans.find((p) => p.name === 'chess') ?? plans[0];
  const families = familiesOf(plans, reference);
  return {
    variants: plans.map((plan, i) => ({
      plan,
      figures: figures[i],
      differsFromChess: plan === reference ? [] : ruleRows([reference, plan]).filter((r) => r.differs).map((r) => r.label),
      families: families.filter((f) => f.members.includes(plan)).map((f) => f.rule),
    })),
    families,
    settings: { ...settings, perftDepths: [...PERFT_DEPTHS] },
    reference,
  };
}

/** Every page: the index first, then the variants' pages, then the families'. */
export function sitePages(site: Site): SitePage[] {
  return [
    { path: 'report.html', html: indexPage(site) },
    ...site.variants.map((v) => ({ path: `${PAGES_FOLDER}/${variantFile(v.plan.name)}`, html: variantPage(site, v) })),
    ...site.families.map((f) => ({ path: `${PAGES_FOLDER}/${familyFile(f.rule.id)}`, html: familyPage(site, f) })),
  ];
}
