import { site as shipped } from "~content/site";

/** The names a title and the default description are made of: the site settings'. */
export type SiteNames = { groupName: string; tagline: string; description: string };

/**
 * `<title>`, description and their Open Graph and Twitter twins for a page: "Page — Vidhya Group of
 * Schools" (a unique title and description per page). The root layout adds the canonical URL,
 * `og:url` and the share image, which need the site's origin. `site`: the names of the site settings
 * (`settingsOf(matches).site` in a route's `meta`); the shipped ones when not given.
 */
export function pageMeta(title: string, description?: string, site: SiteNames = shipped) {
  description ??= site.description;
  const full = title ? `${title} — ${site.groupName}` : `${site.groupName} — ${site.tagline}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
  ];
}
