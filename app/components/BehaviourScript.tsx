import behaviourUrls from "virtual:behaviour-scripts";
import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";

/**
 * Puts the plain script of one behaviour (`app/behaviours/<name>.ts`, docs/architecture.md section 2
 * "Behaviours") on the page: `<script type="module" async src nonce>`. React 19 hoists an async script
 * into `<head>` and writes each `src` once, so a page with three carousels gets one tag. The URL comes
 * from the build (`virtual:behaviour-scripts`, build-plugins/behaviour-scripts.ts); the nonce is the
 * request's (the root loader's `nonce`, which the page cache replaces per response). Renders nothing for
 * a name the build does not know (in the browser's own bundle the map is empty: the tag is already in
 * the server's HTML).
 */
export function BehaviourScript({ name }: { name: string }) {
  const nonce = useRootNonce();
  const src = behaviourUrls[name];
  if (!src) return null;
  return <script type="module" async src={src} nonce={nonce} />;
}

/**
 * The root loader's nonce (what `useRouteLoaderData("root")` gives), read so that a component drawn
 * outside a data router (on its own, in a test) gets none instead of an error.
 */
function useRootNonce(): string | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData.root as { nonce?: string } | undefined;
  return root?.nonce || undefined;
}
