import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { admissionRulesDefaults } from "~content/admissions";
import type { TamilValue } from "~content/bilingual";
import type { Language } from "~content/languages";
import { shippedNavigation } from "~content/navigation";
import type { SchoolSettings, Settings } from "~content/schemas/settings";
import type { SchoolSlug } from "~content/site";
import { contactsDefaults, linksDefaults, privacyDefaults, siteDefaults } from "~content/site-settings";
import { type PublicAdmissionRules, rulesForYear, rulesOf } from "./admission-rules";
import { pathIn } from "./language";
import { type ChromeNavigation, resolveNavigation } from "./navigation";

/**
 * The site settings as the public pages draw them: the root loader sends them with
 * every page (`publicSettings` of what `readSettings` read) and components take them with
 * `useSettings()`. Only what pages draw goes in: the home carousel's slides travel with the home page's
 * own data, not with every page (architecture 4 "Speed").
 */

/** One school as the chrome lists it: its slug with its name, board and summary. */
export type PublicSchool = SchoolSettings & { slug: SchoolSlug };

/** What every public page receives: the `site` group (with office hours), contacts and links. */
export interface PublicSettings {
  site: Omit<Settings["site"], "schools"> & {
    schools: Record<SchoolSlug, PublicSchool>;
  };
  contacts: Settings["contacts"];
  links: Settings["links"];
  /**
   * The age criteria of the admission rules, which the "Admission ages" dialog of every page draws
   * (about 400 bytes of JSON); the rest of the rules travels only with the pages that show it.
   */
  admissions: PublicAdmissionRules;
  /**
   * The menus and the footer (`navigation` group), each link resolved to where it goes and its words,
   * a page named by its title as it is now (app/lib/site/navigation.ts).
   */
  navigation: ChromeNavigation;
  /** Who holds parents' data, the grievance contact and the retention: the enquiry form's notice. */
  privacy: Settings["privacy"];
}

/**
 * The public part of `settings`: the site group with each school's slug, contacts, links and the age
 * criteria of the admission rules.
 */
export function publicSettings(
  settings: Pick<Settings, "site" | "contacts" | "links" | "admissions"> &
    Partial<Pick<Settings, "navigation" | "privacy">>,
  /** Each page's title as it is now (`pageTitlesFor`), for the menu links that show a page's title. */
  titles: ReadonlyMap<string, string> = new Map(),
  /** The page's language: its menus lead to the pages of that language (decision 0030). */
  language: Language = "en",
  /** Each page's Tamil title (`tamilPageTitlesFor`), for the Tamil pages' menus (decision 0032). */
  tamilTitles: ReadonlyMap<string, TamilValue> = new Map(),
): PublicSettings {
  const { schools, ...site } = settings.site;
  return {
    site: {
      ...site,
      schools: {
        vidhyashram: { slug: "vidhyashram", ...schools.vidhyashram },
        vidhyapeeth: { slug: "vidhyapeeth", ...schools.vidhyapeeth },
      },
    },
    contacts: settings.contacts,
    links: settings.links,
    admissions: rulesOf(rulesForYear(settings.admissions, settings.site.admissionsYear), ["ages"]),
    navigation: resolveNavigation(
      settings.navigation ?? shippedNavigation,
      titles,
      (href) => currentLink(href, settings.links),
      (path) => pathIn(language, path),
      tamilTitles,
    ),
    privacy: settings.privacy ?? privacyDefaults,
  };
}

/**
 * The office hours a page of `section` shows: its school's (contacts group), or for the group's pages
 * both schools' — one line when the two offices keep the same hours.
 */
export function officeHoursOf(section: SchoolSlug | "group", contacts: Settings["contacts"]): string {
  const { vidhyashram, vidhyapeeth } = contacts.schools;
  if (section !== "group") return contacts.schools[section].officeHours;
  if (vidhyashram.officeHours === vidhyapeeth.officeHours) return vidhyashram.officeHours;
  return `Vidhyashram ${vidhyashram.officeHours}; Vidhyapeeth ${vidhyapeeth.officeHours}`;
}

/** The shipped defaults, for a render without the root's data (a component test, an error page). */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = publicSettings({
  site: siteDefaults,
  contacts: contactsDefaults,
  links: linksDefaults,
  admissions: admissionRulesDefaults,
});

/**
 * The settings of this request, from the root loader's data (`settings`); the shipped defaults when
 * the root has no such data. A hook: call it in a component inside the router.
 */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: PublicSettings } | undefined;
  const override = useContext(SettingsOverride);
  return override ?? data?.settings ?? DEFAULT_PUBLIC_SETTINGS;
}

/**
 * Settings that replace the request's for the components inside: the staff preview of a settings
 * group's draft draws the header, footer and a page with the draft in force (decision 0017).
 */
export const SettingsOverride = createContext<PublicSettings | null>(null);

/**
 * The settings in a route's `meta` arguments (`matches`, the root's loader data first), for titles and
 * descriptions that name the schools or the year; the shipped defaults when the root has none.
 */
export function settingsOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): PublicSettings {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { settings?: PublicSettings }
    | undefined;
  return root?.settings ?? DEFAULT_PUBLIC_SETTINGS;
}

/**
 * The address to draw for `href`, a link written in `content/` (a menu's alumni form): when it is one
 * of the shipped outside links, that link as the settings hold it now; else `href`.
 */
export function currentLink(href: string, links: Settings["links"]): string {
  const key = (Object.keys(linksDefaults) as (keyof Settings["links"])[]).find(
    (k) => linksDefaults[k] === href,
  );
  return key ? links[key] : href;
}
