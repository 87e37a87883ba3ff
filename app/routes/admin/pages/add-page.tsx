import { Form } from "react-router";
import { FormActions } from "~/components/admin/FormActions";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import type { AddPageAnswer, Place } from "./add-page.server";

/**
 * The "Add a page" dialog of the Pages list (`?dialog=add`, architecture ruling 2): title, kind, where
 * the page goes, its address (made from the title when left empty) and whether to list it in the menu;
 * "Create" posts to the list's action (add-page.server.ts), which opens the new page's editor or shows
 * the form again with a message next to each refused field and everything typed kept. Drawn open by the
 * server, so it works without JavaScript.
 */
export function AddPageDialog({
  add,
  answer,
}: {
  add: { places: Place[]; kinds: { value: string; label: string }[]; under: string };
  answer: AddPageAnswer["add"] | undefined;
}) {
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  return (
    <Dialog
      title="Add a page"
      description="The new page is kept from visitors until you publish it from its editor."
      confirmDiscard
      unsaved={Boolean(answer)}
      {...useDialogFrame().frame}
    >
      {answer?.formError && <FormAlert inline>{answer.formError}</FormAlert>}
      <Form method="post" noValidate className="space-y-4">
        <Field
          label="Title"
          name="title"
          required
          maxLength={120}
          defaultValue={values.title ?? ""}
          error={errors.title}
          hint="The page's heading, for example Robotics lab."
        />
        <Field
          as="select"
          label="Kind"
          name="kind"
          options={add.kinds}
          defaultValue={values.kind ?? add.kinds[0]?.value}
          error={errors.kind}
          hint="What the page starts with: you change all of it in the editor."
        />
        <Field
          as="select"
          label="Where it goes"
          name="under"
          options={add.places}
          defaultValue={values.under ?? add.under}
          error={errors.under}
        />
        <Field
          label="Address"
          name="address"
          defaultValue={values.address ?? ""}
          error={errors.address}
          autoCapitalize="none"
          spellCheck={false}
          hint="Leave it empty to make one from the title where the page goes: Robotics lab under /vidhyashram/facilities/ becomes /vidhyashram/facilities/robotics-lab."
        />
        <div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="menu"
              defaultChecked={Boolean(values.menu)}
              aria-invalid={errors.menu ? true : undefined}
              aria-describedby={errors.menu ? "add-page-menu-error" : undefined}
              className="mt-1 size-4"
            />
            <span>
              Add to the menu
              <span className="block text-sm text-slate-600">
                Lists the page in its section's full menu, beside the pages near it.
              </span>
            </span>
          </label>
          {errors.menu && (
            <p id="add-page-menu-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.menu}
            </p>
          )}
        </div>
        <FormActions label="Create" busyLabel="Creating…" />
      </Form>
    </Dialog>
  );
}
