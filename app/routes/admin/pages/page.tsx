import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { userContext } from "~/lib/auth/guard.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/page";
import { type EditorActionData, pagePath } from "./editor";
import { loadEditor, runEditorAction } from "./editor.server";
import { EditorScreen } from "./editor-screen";

/**
 * The editor of one content page: the page's fields drawn from its schema,
 * "Save draft", "Preview" (which saves a draft first), "Publish", "Discard draft", and the history with "Restore".
 */

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Edit ${loaderData.title} · Pages · Admin` : "Pages · Admin");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEditor({ request, user: context.get(userContext), path: pagePath(params["*"]) });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return runEditorAction({
    request,
    user: context.get(userContext),
    address: context.get(clientAddressContext),
    path: pagePath(params["*"]),
  });
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorScreen loaderData={loaderData} answer={actionData as EditorActionData | undefined} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
