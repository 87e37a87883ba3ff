import type { TamilTexts } from "./texts";

/** The fees page of both schools in Tamil (`/fees`, content/group/fees.ts). */
export default {
  title: "கட்டணம்",
  description:
    "Vidhyashram, Vidhyapeeth பள்ளிக் கட்டணத்தை ஒவ்வொரு பள்ளியின் இணையக் கட்டண வாயிலிலோ பள்ளி அலுவலகக் கவுண்டரிலோ செலுத்தலாம்.",
  intro:
    "கட்டணத்தை உங்கள் குழந்தையின் பள்ளி இணைய வாயிலில் எப்போது வேண்டுமானாலும் செலுத்தலாம். அல்லது அலுவலக நேரத்தில் பள்ளி அலுவலகக் கவுண்டரில் செலுத்தலாம்.",
  "blocks.0.heading": "இணையத்தில் செலுத்த",
  "blocks.0.links.0.label": "Vidhyashram இணையக் கட்டணம் செலுத்துதல்",
  "blocks.0.links.0.description": "CBSE மேல்நிலைப் பள்ளி: உங்கள் குழந்தையின் சேர்க்கை எண்ணுடன் உள்நுழையுங்கள்.",
  "blocks.0.links.1.label": "Vidhyapeeth இணையக் கட்டணம் செலுத்துதல்",
  "blocks.0.links.1.description": "மெட்ரிகுலேஷன் மேல்நிலைப் பள்ளி: உங்கள் குழந்தையின் சேர்க்கை எண்ணுடன் உள்நுழையுங்கள்.",
  "blocks.1.heading": "பள்ளி அலுவலகத்தில் செலுத்த",
  "blocks.2.heading": "பேருந்துக் கட்டணம்",
  "blocks.3.heading": "Vidhyashram பள்ளியின் கட்டண விவரம்",
  "blocks.3.notPublished":
    "ஒவ்வொரு பள்ளியின் இந்த ஆண்டுக் கட்டண விவரத்தைப் பள்ளி அலுவலகம் இங்கே வெளியிடும். அதுவரை உங்கள் குழந்தையின் பள்ளி அலுவலகத்தில் கேளுங்கள்.",
  "blocks.4.heading": "Vidhyapeeth பள்ளியின் கட்டண விவரம்",
  "blocks.4.notPublished":
    "ஒவ்வொரு பள்ளியின் இந்த ஆண்டுக் கட்டண விவரத்தைப் பள்ளி அலுவலகம் இங்கே வெளியிடும். அதுவரை உங்கள் குழந்தையின் பள்ளி அலுவலகத்தில் கேளுங்கள்.",
  "blocks.5.heading": "ஒவ்வொரு பள்ளியின் கட்டணப் பக்கம்",
  "blocks.5.links.0.label": "Vidhyashram பள்ளிக் கட்டணம்",
  "blocks.5.links.0.description": "கட்டண ஆணை, வகுப்பு வாரியான கட்டணம், அச்சிட அல்லது வைத்துக்கொள்ளக் கட்டண PDF.",
  "blocks.5.links.1.label": "Vidhyapeeth பள்ளிக் கட்டணம்",
  "blocks.5.links.1.description": "கட்டண ஆணை, வகுப்பு வாரியான கட்டணம், அச்சிட அல்லது வைத்துக்கொள்ளக் கட்டண PDF.",
  "blocks.6.heading": "தொடர்புடைய பக்கங்கள்",
  "blocks.6.links.0.label": "போக்குவரத்து விதிகள்",
  "blocks.6.links.0.description": "பேருந்துக் கட்டணத் தேதிகள், திருப்பித் தருதல், முன்னறிவிப்பு.",
  "blocks.6.links.1.label": "தொடர்பு கொள்ள",
  "blocks.6.links.1.description": "ஒவ்வொரு பள்ளி அலுவலகத்தின் தொலைபேசி எண், மின்னஞ்சல்.",
} satisfies TamilTexts;
