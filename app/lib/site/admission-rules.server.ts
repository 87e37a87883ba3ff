import type { SchoolLandingContent } from "~content/landing";
import type { AdmissionRulePart, DatedAdmissionRules } from "~content/schemas/admissions";
import type { ResolvedPage } from "~content/schemas/resolved-page";
import type { Settings } from "~content/schemas/settings";
import { settingsFor } from "../content-store/settings.server";
import { type LandingRules, type RulesOf, rulesForYear, rulesOf } from "./admission-rules";

/**
 * The admission rules (the `admissions` settings group) for a page's loader, read with the request's
 * settings (`settingsFor(context)`: one read per request, shared with the root loader), cut down to the
 * fields of `parts`, with the dates of the admissions year (`rulesForYear`). Never throws (the settings fall back to the shipped default).
 */
export async function admissionRulesFor<P extends AdmissionRulePart>(
  context: object,
  parts: readonly P[],
): Promise<RulesOf<P>> {
  const settings = await settingsFor(context);
  return rulesOf(rulesForYear(settings.admissions, settings.site.admissionsYear), parts);
}

/**
 * The admission rules a school's landing page `content` draws (its admissions section's steps and the
 * parts its FAQ answers name), from the request's settings (`settingsFor(context)`). Never throws.
 */
export async function landingAdmissionRules(
  context: object,
  content: Pick<SchoolLandingContent, "faq">,
): Promise<LandingRules> {
  const parts = new Set<AdmissionRulePart>(["steps"]);
  for (const item of content.faq.items) for (const part of item.admissionRules ?? []) parts.add(part);
  return admissionRulesFor(context, [...parts]) as Promise<LandingRules>;
}

/** True when `page` has a block drawn from the admission rules. */
function hasAdmissionRules(page: ResolvedPage): boolean {
  return page.blocks.some((block) => block.type === "admissionRules");
}

/**
 * `page` with each `admissionRules` block given the fields of `rules` its `show` names: the pure half
 * of `resolveAdmissionRules`, for a caller that has the rules already.
 */
export function withAdmissionRules<P extends ResolvedPage>(page: P, rules: DatedAdmissionRules): P {
  if (!hasAdmissionRules(page)) return page;
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === "admissionRules" ? { ...block, rules: rulesOf(rules, block.show) } : block,
    ),
  };
}

/**
 * The resolve step of `resolvePage` for admission rules: `withAdmissionRules` with the rules of
 * `settings()`, called only when the page has such a block. Never throws when `settings` does not.
 */
export async function resolveAdmissionRules<P extends ResolvedPage>(
  page: P,
  settings: () => Promise<Pick<Settings, "admissions" | "site">>,
): Promise<P> {
  if (!hasAdmissionRules(page)) return page;
  const { admissions, site } = await settings();
  return withAdmissionRules(page, rulesForYear(admissions, site.admissionsYear));
}
