import { admissionRulesDefaults } from "./admissions";
import { feesDefaults } from "./fees";
import { home } from "./home";
import { followingTitles, shippedNavigation } from "./navigation";
import { shippedPageTitles } from "./page-titles";
import type { Settings } from "./schemas/settings";
import { contactsDefaults, linksDefaults, privacyDefaults, siteDefaults } from "./site-settings";

/**
 * The shipped default of each site-settings group, made from the modules that hold
 * the facts (`site.ts`, `contacts.ts`, `external-links.ts` through `site-settings.ts`, and `home.ts`),
 * never copied: the settings table has no row for a group until the office saves it, and a row that no
 * longer fits its schema gives way to these.
 */

export { contactsDefaults, linksDefaults, siteDefaults };

/** The `homeSlides` group: the home carousel's slides of `content/home.ts`. */
export const homeSlidesDefaults: Settings["homeSlides"] = home.carousel.slides;

/**
 * The `navigation` group: the menus and footer of `content/navigation.ts`, where a link's words are
 * its page's title left out, so the link shows the title as it is now (a renamed page is renamed there).
 */
export const navigationDefaults: Settings["navigation"] = followingTitles(
  shippedNavigation,
  shippedPageTitles,
);

/** Every group's shipped default. */
export const settingsDefaults: Settings = {
  site: siteDefaults,
  contacts: contactsDefaults,
  links: linksDefaults,
  homeSlides: homeSlidesDefaults,
  fees: feesDefaults,
  admissions: admissionRulesDefaults,
  navigation: navigationDefaults,
  privacy: privacyDefaults,
};
