import behaviourUrls from "virtual:behaviour-scripts";
import inlineScripts from "virtual:inline-scripts";
import { createContext, useContext } from "react";

/**
 * The request's CSP nonce for the scripts a page writes (the root loader's `nonce`, which the page
 * cache replaces per response). The document shell (`app/root.tsx`) provides it around the page; a
 * component drawn on its own (in a test) gets none, and its tags then carry no `nonce`.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

/**
 * Puts the plain script of one behaviour (`app/behaviours/<name>.ts`, docs/architecture.md section 2
 * "Behaviours") on the page: `<script type="module" async src nonce>`. React 19 hoists an async script
 * into `<head>` and writes each `src` once, so a page with three carousels gets one tag. The URL comes
 * from the build (`virtual:behaviour-scripts`, build-plugins/behaviour-scripts.ts); the nonce from
 * `ScriptNonce`. Renders nothing for a name the build does not know (in the browser's own bundle the
 * map is empty: the tag is already in the server's HTML).
 */
export function BehaviourScript({ name }: { name: string }) {
  const nonce = useContext(ScriptNonce) || undefined;
  const src = behaviourUrls[name];
  if (!src) return null;
  return <script type="module" async src={src} nonce={nonce} />;
}

/**
 * Writes one inline script (`app/behaviours/inline/<name>.ts`, compiled and minified by
 * build-plugins/behaviour-scripts.ts into `virtual:inline-scripts`) where it stands, as a classic
 * `<script nonce>` that runs while the page is parsed, before its first paint. The text is the same
 * for every request (what it needs from the page it reads from the HTML before it), so the page cache
 * and the CSP treat it like any other script under the nonce. Renders nothing for an unknown name. On a
 * page that hydrates (sign-in) the browser's bundle renders the same text, so hydration matches; React
 * never runs an inline script it renders itself.
 */
export function InlineScript({ name }: { name: string }) {
  const nonce = useContext(ScriptNonce) || undefined;
  const code = inlineScripts[name];
  if (!code) return null;
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled module, fixed at build time, checked for "</script" by the build
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
