import type { TamilTexts } from "./texts";

/** The notice board's words in Tamil (`/notifications` and each school's, content/listing-pages.ts). */
export default {
  title: "அறிவிப்புப் பலகை",
  description: "Vidhyashram, Vidhyapeeth பள்ளிகளின் புதிய அறிவிப்புகள், செய்திகள், காணொளிகள்.",
  intro: "இரு பள்ளிகளின் அறிவிப்புகள், செய்திகள், காணொளிகள். புதியவை முதலில்.",
  "schools.vidhyashram.description":
    "{{Vidhyashram name}} பள்ளிக்கும் குழுமம் முழுமைக்குமான புதிய அறிவிப்புகள், செய்திகள், காணொளிகள்.",
  "schools.vidhyashram.intro":
    "{{Vidhyashram name}} பள்ளிக்கும் இரு பள்ளிகளுக்குமான அறிவிப்புகள், செய்திகள், காணொளிகள். புதியவை முதலில்.",
  "schools.vidhyapeeth.description":
    "{{Vidhyapeeth name}} பள்ளிக்கும் குழுமம் முழுமைக்குமான புதிய அறிவிப்புகள், செய்திகள், காணொளிகள்.",
  "schools.vidhyapeeth.intro":
    "{{Vidhyapeeth name}} பள்ளிக்கும் இரு பள்ளிகளுக்குமான அறிவிப்புகள், செய்திகள், காணொளிகள். புதியவை முதலில்.",
} satisfies TamilTexts;
