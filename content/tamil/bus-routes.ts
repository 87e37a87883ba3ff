import type { TamilTexts } from "./texts";

/**
 * The bus routes page's words in Tamil (`/bus-routes`, content/bus-routes.ts). The routes' and stops'
 * names are places, which keep the names they are signed with.
 */
export default {
  intro:
    "ஆறு பள்ளிப் பேருந்து வழித்தடங்கள் ஊரையும் சுற்றியுள்ள கிராமங்களையும் இணைக்கின்றன. உங்கள் நிறுத்தத்தை கீழே தேடி, எந்த வழித்தடப் பேருந்து எப்போது வரும் என்று பாருங்கள். I முதல் VIII வகுப்பு வரை போக்குவரத்து வசதி உண்டு.",
} satisfies TamilTexts;
