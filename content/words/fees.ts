import { catalogue } from "./catalogue";

/**
 * The fixed words of the fee blocks (app/components/page/Fees.tsx: a school's fee order and table, the
 * enquiry form's fees by class and the chosen class's line) and of the fee PDF (its foot, and its plain
 * answers when it cannot be printed), in English and Tamil (decision 0030).
 * Amounts are `formatRupees`' (₹ with lakh grouping, the same in both languages); the names of classes,
 * fees and terms are the office's settings.
 */
export const feeWords = catalogue(
  {
    orderNumber: "Order number",
    orderDate: "Date of the order",
    yearsCovered: "Academic years covered",
    approvedBy: "Approved by",
    theOrder: "The order",
    /** The link to the fee order's PDF: its number. */
    orderPdf: (number: string) => `Fee order ${number} (PDF)`,
    /** A list of years in words: all but the last, and the last. */
    yearsList: (first: string, last: string) => `${first} and ${last}`,
    classHeading: "Class",
    feeHeading: "Fee",
    forTheYear: "For the year",
    totalFor: (group: string) => `Total for ${group}`,
    notPublished: (school: string, year: string) => `${school} fees for ${year} are not published yet.`,
    caption: (school: string, year: string) => `${school} fees for ${year}, by class and term`,
    printTitle: (school: string, year: string) => `${school}: fees for ${year}`,
    feesFor: (year: string) => `Fees for ${year}.`,
    downloadPdf: "Download the fee PDF",
    feePage: (school: string) => `${school} fee page`,
    summaryNotPublished: (school: string, year: string) =>
      `${school}: the fees for ${year} are not published yet.`,
    summaryLabel: (school: string, year: string) => `${school} fees for ${year}`,
    classNotPublished: (classLabel: string, school: string, year: string) =>
      `${classLabel} at ${school}: the fees for ${year} are not published yet.`,
    /** The chosen class's fees: class, school, year, the year's amount and the terms' (may be empty). */
    classFees: (classLabel: string, school: string, year: string, total: string, terms: string) =>
      `Fees for ${classLabel} at ${school}, ${year}: ${total} a year${terms ? ` (${terms})` : ""}. `,
    /** The fee PDF's foot: the page's address, and the fee order's date (already in words) when there is one. */
    pdfFooter: (address: string, orderDate: string) =>
      `From ${address}${orderDate ? `, fee order of ${orderDate}` : ""}. Amounts in Indian rupees.`,
    /** The fee PDF's plain answer while a school has no fee rows: its name and its fee page's address. */
    pdfNotPublished: (school: string, page: string) =>
      `${school} has not published its fees yet. See ${page} for how to ask the school office.`,
    /** The fee PDF's plain answer when Chromium cannot print: the fee page's address, to print from. */
    pdfUnavailable: (page: string) =>
      `The fee PDF cannot be made just now. Open ${page} and use your browser's Print (Ctrl+P, or Share and Print on a phone): it prints the fee order and the fees alone, and can save them as a PDF.`,
  },
  {
    orderNumber: "ஆணை எண்",
    orderDate: "ஆணையின் நாள்",
    yearsCovered: "உள்ளடங்கிய கல்வியாண்டுகள்",
    approvedBy: "ஒப்புதல் அளித்தது",
    theOrder: "ஆணை",
    orderPdf: (number) => `கட்டண ஆணை ${number} (PDF)`,
    yearsList: (first, last) => `${first}, ${last}`,
    classHeading: "வகுப்பு",
    feeHeading: "கட்டணம்",
    forTheYear: "ஆண்டுக்கு",
    totalFor: (group) => `${group}: மொத்தம்`,
    notPublished: (school, year) => `${school}: ${year} கட்டணங்கள் இன்னும் வெளியிடப்படவில்லை.`,
    caption: (school, year) => `${school}: ${year} கட்டணங்கள், வகுப்பு, பருவம் வாரியாக`,
    printTitle: (school, year) => `${school}: ${year} கட்டணங்கள்`,
    feesFor: (year) => `${year} கட்டணங்கள்.`,
    downloadPdf: "கட்டண PDF-ஐப் பதிவிறக்குக",
    feePage: (school) => `${school} கட்டணப் பக்கம்`,
    summaryNotPublished: (school, year) => `${school}: ${year} கட்டணங்கள் இன்னும் வெளியிடப்படவில்லை.`,
    summaryLabel: (school, year) => `${school}: ${year} கட்டணங்கள்`,
    classNotPublished: (classLabel, school, year) =>
      `${school}, ${classLabel}: ${year} கட்டணங்கள் இன்னும் வெளியிடப்படவில்லை.`,
    classFees: (classLabel, school, year, total, terms) =>
      `${school}, ${classLabel}, ${year}: ஆண்டுக்கு ${total}${terms ? ` (${terms})` : ""}. `,
    pdfFooter: (address, orderDate) =>
      `இணையப் பக்கம்: ${address}${orderDate ? `; கட்டண ஆணையின் நாள்: ${orderDate}` : ""}. தொகைகள் இந்திய ரூபாயில்.`,
    pdfNotPublished: (school, page) =>
      `${school} தன் கட்டணங்களை இன்னும் வெளியிடவில்லை. பள்ளி அலுவலகத்தில் கேட்கும் வழியை ${page} பக்கத்தில் காண்க.`,
    pdfUnavailable: (page) =>
      `கட்டண PDF-ஐ இப்போது உருவாக்க முடியவில்லை. ${page} பக்கத்தைத் திறந்து உங்கள் உலாவியின் அச்சிடு வசதியைப் பயன்படுத்துக (Ctrl+P; கைபேசியில் பகிர், பிறகு அச்சிடு): அது கட்டண ஆணையையும் கட்டணங்களையும் மட்டும் அச்சிடும், அவற்றை PDF-ஆகவும் சேமிக்கலாம்.`,
  },
);
