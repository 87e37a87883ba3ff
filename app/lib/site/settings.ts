import { useRouteLoaderData } from "react-router";
import type { SchoolSettings, Settings } from "~content/schemas/settings";
import type { SchoolSlug } from "~content/site";
import { contactsDefaults, linksDefaults, siteDefaults } from "~content/site-settings";

/**
 * The site settings as the public pages draw them (issue 23 item 6): the root loader sends them with
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
    /** The office hours of the contacts group, which the footer shows. */
    officeHours: string;
  };
  contacts: Settings["contacts"];
  links: Settings["links"];
}

/** The public part of `settings` (every group but the home slides), with each school's slug. */
export function publicSettings(settings: Pick<Settings, "site" | "contacts" | "links">): PublicSettings {
  const { schools, ...site } = settings.site;
  return {
    site: {
      ...site,
      officeHours: settings.contacts.officeHours,
      schools: {
        vidhyashram: { slug: "vidhyashram", ...schools.vidhyashram },
        vidhyapeeth: { slug: "vidhyapeeth", ...schools.vidhyapeeth },
      },
    },
    contacts: settings.contacts,
    links: settings.links,
  };
}

/** The shipped defaults, for a render without the root's data (a component test, an error page). */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = publicSettings({
  site: siteDefaults,
  contacts: contactsDefaults,
  links: linksDefaults,
});

/**
 * The settings of this request, from the root loader's data (`settings`); the shipped defaults when
 * the root has no such data (issue 23 item 6). A hook: call it in a component inside the router.
 */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: PublicSettings } | undefined;
  return data?.settings ?? DEFAULT_PUBLIC_SETTINGS;
}

/**
 * `value` with every occurrence of the shipped admissions year in its strings replaced by `year`:
 * for texts of `content/` written with the default year (the landing pages' carousel and FAQ), so a
 * page never shows two different years. Returns `value` itself when the years are the same.
 */
export function withAdmissionsYear<T>(value: T, year: string): T {
  const shipped = siteDefaults.admissionsYear;
  if (year === shipped) return value;
  const swap = (member: unknown): unknown => {
    if (typeof member === "string") return member.split(shipped).join(year);
    if (Array.isArray(member)) return member.map(swap);
    if (member && typeof member === "object") {
      return Object.fromEntries(Object.entries(member).map(([key, inner]) => [key, swap(inner)]));
    }
    return member;
  };
  return swap(value) as T;
}

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
 * of the shipped outside links, that link as the settings hold it now (issue 23 item 6); else `href`.
 */
export function currentLink(href: string, links: Settings["links"]): string {
  const key = (Object.keys(linksDefaults) as (keyof Settings["links"])[]).find(
    (k) => linksDefaults[k] === href,
  );
  return key ? links[key] : href;
}
