import { site } from "~content/site";

/** `<title>` and description for a page: "Page — Vidhya Group of Schools". */
export function pageMeta(title: string, description: string = site.description) {
  return [
    { title: title ? `${title} — ${site.groupName}` : `${site.groupName} — ${site.tagline}` },
    { name: "description", content: description },
  ];
}
