import type { Config } from "@react-router/dev/config";

/** React Router framework mode: every page is server-rendered on request (DESIGN 2). */
export default {
  ssr: true,
} satisfies Config;
