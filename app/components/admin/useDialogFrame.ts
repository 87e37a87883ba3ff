import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * What every dialog of a staff screen needs (architecture ruling 2: dialogs live in the URL): `frame`,
 * the props that close it (`closeHref`, the screen without the dialog, for a browser without
 * JavaScript; `onClose` with it), `busy` while a form is being sent, and the screen's `pathname`.
 */
export function useDialogFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  return {
    pathname,
    busy,
    frame: { closeHref: pathname, onClose: () => navigate(pathname, { preventScrollReset: true }) },
  };
}
