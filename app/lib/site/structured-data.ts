import type { Settings } from "~content/schemas/settings";
import type { SchoolSlug } from "~content/site";
import type { Section } from "../content-store/sections";

/** The settings the structured data names: the `site` group (names) and the `contacts` group. */
type Names = Pick<Settings["site"], "groupName" | "tagline" | "description"> & {
  schools: Record<SchoolSlug, { name: string; summary: string }>;
};
type Contacts = Pick<Settings["contacts"], "schools">;

/**
 * Schema.org JSON-LD for search engines: the group as an `EducationalOrganization` with its
 * two schools, or on a school's pages that `School` with its address, phone and URL. `origin` is the
 * site's scheme and host ("https://example.org"); `site` and `contacts` are the site settings of the
 * request.
 */
function school(slug: SchoolSlug, origin: string, site: Names, contacts: Contacts) {
  const contact = contacts.schools[slug];
  const [street, locality, postal] = contact.address;
  return {
    "@type": "School",
    name: site.schools[slug].name,
    description: site.schools[slug].summary,
    url: `${origin}/${slug}`,
    telephone: contact.phones[0]?.number,
    email: contact.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: [street, locality].filter(Boolean).join(", "),
      postalCode: postal?.replace(/\D/g, "") || undefined,
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
    },
    parentOrganization: { "@type": "EducationalOrganization", name: site.groupName, url: `${origin}/` },
  };
}

export function organisationJsonLd(
  section: Section,
  origin: string,
  site: Names,
  contacts: Contacts,
): Record<string, unknown> {
  if (section !== "group") {
    return { "@context": "https://schema.org", ...school(section, origin, site, contacts) };
  }
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.groupName,
    slogan: site.tagline,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    subOrganization: (["vidhyashram", "vidhyapeeth"] as const).map((slug) =>
      school(slug, origin, site, contacts),
    ),
  };
}

/** A `BreadcrumbList` for a trail of crumbs; crumbs without a page are left out. */
export function breadcrumbJsonLd(trail: { label: string; to?: string }[], here: string, origin: string) {
  const items = trail
    .map((crumb, index) => ({ crumb, url: index === trail.length - 1 ? here : crumb.to }))
    .filter((item): item is { crumb: { label: string }; url: string } => Boolean(item.url));
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.crumb.label,
      item: `${origin}${item.url}`,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
