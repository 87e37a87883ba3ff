import { z } from "zod";

/** Schema of `content/navigation.ts`, checked by content/content.test.ts. */
const linkSchema = z.object({ to: z.string().startsWith("/"), label: z.string() });
export const navigationSchema = z.array(z.object({ heading: z.string(), links: z.array(linkSchema).min(1) }));
