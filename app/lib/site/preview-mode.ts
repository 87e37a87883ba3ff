import { createContext } from "react";

/**
 * True inside the staff preview (`app/routes/admin/pages/preview.tsx`): the page is drawn as visitors will
 * see it, but its forms must not reach their real actions (an enquiry sent from a preview would be stored
 * as a parent's), so a form reads this and disables its submit button. False everywhere else.
 */
export const PreviewMode = createContext(false);
