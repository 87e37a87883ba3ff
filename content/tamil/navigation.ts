import type { TamilTexts } from "./texts";

/**
 * The menus' and footer's headings in Tamil (the `navigation` settings, content/navigation.ts). A
 * heading that is only a school's name stays as it is; the links show their pages' titles.
 */
const sectionHeadings = (section: "group" | "vidhyashram" | "vidhyapeeth"): TamilTexts =>
  section === "group"
    ? {
        "group.menu.0.heading": "குழுமம் பற்றி",
        "group.menu.1.heading": "சேர்க்கை",
        "group.menu.2.heading": "பெற்றோருக்கு",
        "group.menu.3.heading": "பணியாளர்களும் முன்னாள் மாணவர்களும்",
        "group.footer.0.heading": "குழுமம் பற்றி",
        "group.footer.1.heading": "சேர்க்கை",
        "group.footer.2.heading": "பெற்றோருக்கு",
        "group.footer.3.heading": "பணியாளர்களும் முன்னாள் மாணவர்களும்",
      }
    : {
        [`${section}.menu.1.heading`]: "எங்களைப் பற்றி",
        [`${section}.menu.2.heading`]: "வசதிகள்",
        [`${section}.menu.3.heading`]: "சமூக சேவைகள்",
        [`${section}.footer.1.heading`]: "எங்களைப் பற்றி",
        [`${section}.footer.2.heading`]: "வசதிகள்",
        [`${section}.footer.3.heading`]: "சமூக சேவைகள்",
        [`${section}.footer.4.heading`]: "எங்கள் குழுமம்",
      };

export default {
  ...sectionHeadings("group"),
  ...sectionHeadings("vidhyashram"),
  ...sectionHeadings("vidhyapeeth"),
  "footerHeadings.schools": "எங்கள் பள்ளிகள்",
  "footerHeadings.portals": "மாணவர் உள்நுழைவும் கட்டணமும்",
} satisfies TamilTexts;
