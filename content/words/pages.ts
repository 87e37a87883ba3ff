import { catalogue } from "./catalogue";

/**
 * The fixed words of the public pages' own blocks (app/components/page/: the breadcrumb, the document
 * links, the fee tables) and of the pages drawn from sections (the home page, the school landings, bus
 * routes, disclosures, RTE, training, search), in English and Tamil (decision 0030). What the office
 * edits (a page's headings and text) is content, not these.
 */
export const pageWords = catalogue(
  {
    breadcrumb: "Breadcrumb",
    /** The kind of file a document link leads to, before its size: "PDF, 240 KB". */
    pdf: "PDF",
  },
  {
    breadcrumb: "இருப்பிடம்",
    pdf: "PDF கோப்பு",
  },
);
