import { site } from "~content/site";

/**
 * `<title>`, description and their Open Graph and Twitter twins for a page: "Page — Vidhya Group of
 * Schools" (issue 8: a unique title and description per page). The root layout adds the canonical URL,
 * `og:url` and the share image, which need the site's origin.
 */
export function pageMeta(title: string, description: string = site.description) {
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
