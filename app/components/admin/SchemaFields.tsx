import { ArrowDown, ArrowUp, ChevronRight, Plus, RefreshCw, Trash2, TriangleAlert } from "lucide-react";
import { createContext, useContext, useEffect, useId, useRef } from "react";
import { itemName as nameOfItem } from "~/lib/forms/item-summary";
import { type FieldNode, OPERATION_FIELD } from "~/lib/forms/schema-form";
import { buttonClass } from "../ui/Button";
import { describedByOf, Field } from "../ui/Field";
import { PasswordField } from "../ui/PasswordField";
import { FeeTableField } from "./FeeTableField";
import { ImageField } from "./ImageField";
import { LinkField, LinkHeadings } from "./LinkField";
import { ReferenceChips, useFactsIn } from "./ReferenceChips";
import { TamilField } from "./TamilField";

/**
 * The field the clerk was at before the form was drawn again (a dotted path, or null): the closed
 * items on its way open, so a save low in a long form comes back there (the editor scrolls to it).
 */
export const PlaceContext = createContext<string | null>(null);

/** True when `place` is the item or list named `name`, or lies inside it. */
const isWithin = (place: string | null, name: string) =>
  place !== null && (place === name || place.startsWith(`${name}.`));

/**
 * The fields of a form drawn from a schema (the tree comes from `describeValue` in
 * app/lib/forms/schema-form.server.ts). Every control is labelled; every list has buttons that post
 * (add, move up, move down, remove), so it works without JavaScript and by keyboard; a field's help
 * (its schema's `.meta({ help })`) sits under its label and describes the control (`aria-describedby`),
 * as does a refused field's message under it. Must be drawn inside one `<form method="post">`.
 */
export function SchemaFields({
  node,
  depth = 0,
  titled = false,
}: {
  node: FieldNode;
  depth?: number;
  /** A list's item, named by its `<details>` summary: a group's legend is then for screen readers only. */
  titled?: boolean;
}) {
  switch (node.kind) {
    case "hidden":
      return <input type="hidden" name={node.name} value={node.value} />;
    case "text":
      if (node.inputType === "password") {
        return (
          <PasswordField
            label={node.label}
            name={node.name}
            error={node.error}
            hint={node.help}
            required={node.required}
            maxLength={node.maxLength}
            autoComplete={node.autoComplete}
          />
        );
      }
      return (
        <div className={node.tamil ? "grid gap-3 md:grid-cols-2" : undefined}>
          <div>
            <Field
              as={node.multiline ? "textarea" : "input"}
              label={node.label}
              name={node.name}
              defaultValue={node.value}
              error={node.error}
              hint={node.help}
              required={node.required}
              maxLength={node.maxLength}
              autoComplete={node.autoComplete}
              // A name typed exactly (a username): a phone neither capitalises nor "corrects" it.
              {...(node.autoComplete === "off" ? { autoCapitalize: "none", spellCheck: false } : {})}
              {...(node.multiline ? { rows: 3 } : { type: node.inputType ?? "text" })}
            />
            <ReferenceChips text={node.value} />
          </div>
          {node.tamil && (
            <TamilField tamil={node.tamil} multiline={node.multiline} maxLength={node.maxLength} />
          )}
        </div>
      );
    case "number":
      return (
        <Field
          label={node.label}
          name={node.name}
          inputMode="decimal"
          defaultValue={node.value}
          error={node.error}
          hint={node.help}
          required={node.required}
        />
      );
    case "file":
      return (
        <Field
          label={node.label}
          name={node.name}
          type="file"
          accept={node.accept}
          error={node.error}
          hint={node.help}
          required={node.required}
        />
      );
    case "checkbox":
      return (
        <Checkbox
          name={node.name}
          label={node.label}
          checked={node.checked}
          error={node.error}
          help={node.help}
          disables={node.disables}
        />
      );
    case "select":
      return (
        <Field
          as="select"
          label={node.label}
          name={node.name}
          defaultValue={node.value}
          options={node.options}
          error={node.error}
          hint={node.help}
          required={node.required}
        />
      );
    case "image":
      return (
        <ImageField
          label={node.label}
          name={node.name}
          altName={node.altName}
          value={node.value}
          alt={node.alt}
          error={node.error}
          altError={node.altError}
        />
      );
    case "variant":
      return <Variant node={node} depth={depth} />;
    case "group":
      return <Group node={node} depth={depth} titled={titled} />;
    case "list":
      return <List node={node} depth={depth} />;
    case "feeTable":
      return <FeeTableField node={node} />;
    case "link":
      return <LinkField node={node} />;
  }
}

/** Turns the controls named `names` in `box`'s form off while `box` is ticked (on again when not). */
function applyDisables(box: HTMLInputElement, names: readonly string[]) {
  for (const name of names) {
    const control = box.form?.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.disabled = box.checked;
    }
  }
}

function Checkbox({
  name,
  label,
  checked,
  error,
  help,
  disables,
}: {
  name: string;
  label: string;
  checked: boolean;
  error?: string;
  help?: string;
  /** The controls this box turns off while ticked, once the scripts run. */
  disables?: readonly string[];
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // Once the scripts run, a box drawn ticked turns its fields off at once.
  useEffect(() => {
    if (box.current && disables?.length) applyDisables(box.current, disables);
  }, [disables]);
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          ref={box}
          id={id}
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={checked}
          onChange={disables?.length ? (event) => applyDisables(event.currentTarget, disables) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, help, error)}
          className="size-5 accent-brand-700"
        />
        {label}
      </label>
      {help && (
        <p id={`${id}-hint`} className="ms-7 text-sm text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ErrorLine({ error }: { error?: string }) {
  return error ? <p className="text-sm font-medium text-red-700">{error}</p> : null;
}

/** The help of a group, a choice or a list, under its legend; `id` is what its fieldset is described by. */
function HelpLine({ id, help }: { id: string; help?: string }) {
  return help ? (
    <p id={id} className="text-sm text-slate-600">
      {help}
    </p>
  ) : null;
}

function Group({
  node,
  depth,
  titled,
}: {
  node: Extract<FieldNode, { kind: "group" }>;
  depth: number;
  titled?: boolean;
}) {
  const helpId = useId();
  const children = node.children.map((child) => (
    <SchemaFields key={"name" in child ? child.name : undefined} node={child} depth={depth + 1} />
  ));
  if (depth === 0 && !node.presence) {
    return (
      <div className="space-y-5">
        <HelpLine id={helpId} help={node.help} />
        {children}
      </div>
    );
  }
  return (
    <fieldset
      aria-describedby={node.help ? helpId : undefined}
      className={`min-w-0 space-y-4 rounded-md border p-3 sm:p-4 ${
        node.block ? "border-brand-200 bg-white shadow-sm" : "border-slate-300 bg-slate-50/60"
      }`}
    >
      <legend className={titled ? "sr-only" : "px-1 text-sm font-bold text-brand-800"}>{node.label}</legend>
      <HelpLine id={helpId} help={node.help} />
      <ErrorLine error={node.error} />
      {node.presence && (
        <Checkbox name={node.presence.name} label={node.presence.label} checked={node.presence.present} />
      )}
      {children}
    </fieldset>
  );
}

function Variant({ node, depth }: { node: Extract<FieldNode, { kind: "variant" }>; depth: number }) {
  const change = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  return (
    <fieldset
      aria-describedby={node.help ? helpId : undefined}
      className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{node.label}</legend>
      <HelpLine id={helpId} help={node.help} />
      <ErrorLine error={node.error} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Field
            as="select"
            label="Kind"
            name={node.choiceName}
            defaultValue={node.choice}
            options={node.choices}
            // With scripts, choosing a kind redraws the fields at once (the button does it without).
            onChange={(event) => event.currentTarget.form?.requestSubmit(change.current)}
          />
        </div>
        <button
          ref={change}
          type="submit"
          name={OPERATION_FIELD}
          value="refresh"
          formNoValidate
          className={buttonClass("secondary", "sm")}
        >
          <RefreshCw aria-hidden className="size-4" /> Change kind
        </button>
      </div>
      {node.child.kind === "group" && !node.child.presence ? (
        // The chosen shape's own fields, without a second frame of the same name.
        node.child.children.map((child) => (
          <SchemaFields key={"name" in child ? child.name : undefined} node={child} depth={depth + 1} />
        ))
      ) : (
        <SchemaFields node={relabelled(node.child, node.label)} depth={depth + 1} />
      )}
    </fieldset>
  );
}

/** A variant's own fields take the variant's label when they are a single control. */
function relabelled(node: FieldNode, label: string): FieldNode {
  return node.kind === "text" || node.kind === "select" ? { ...node, label } : node;
}

/**
 * A list near the top of the form (a page's sections) with more items than this starts with its items
 * collapsed, so a long page opens as a list of names ("Section 4 · Table · Fee payment").
 */
export const LONG_LIST = 8;

function List({ node, depth }: { node: Extract<FieldNode, { kind: "list" }>; depth: number }) {
  const last = node.items.length - 1;
  const collapsed = node.closed || (depth <= 1 && node.items.length > LONG_LIST);
  const place = useContext(PlaceContext);
  const helpId = useId();
  // Links are a line each, their buttons beside them: a menu of 20 links stays a screen.
  const lines = node.items.length > 0 && node.items.every((item) => item.kind === "link");
  // A tree's branches (a menu's groups) keep their buttons beside their names, a line each when closed.
  const beside = lines || node.closed === true;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={node.help ? helpId : undefined}>
      <legend className="text-sm font-bold text-slate-800">{node.label}</legend>
      <HelpLine id={helpId} help={node.help} />
      <input type="hidden" name={node.countName} value={node.items.length} />
      <ErrorLine error={node.error} />
      {lines && (
        <LinkHeadings pagesOnly={node.items.every((item) => item.kind === "link" && item.pagesOnly)} />
      )}
      <ol
        className={
          lines ? "divide-y divide-slate-200 rounded-md border border-slate-300 bg-white" : "space-y-3"
        }
      >
        {node.items.map((item, index) => {
          const itemName = `${node.name}.${index}`;
          const itemLabel = nameOfItem(item) || `${node.itemLabel} ${index + 1}`;
          const details = (
            <Item
              item={item}
              depth={depth}
              open={!collapsed || needsLook(item) || isNew(item) || isWithin(place, itemName)}
            />
          );
          return (
            <li
              key={itemName}
              className={
                lines
                  ? "flex flex-wrap items-start gap-x-3 gap-y-1 px-2 py-1.5 sm:flex-nowrap"
                  : beside
                    ? // On a phone the buttons go under the item: beside it they would squeeze an open one.
                      "flex flex-col gap-2 sm:flex-row sm:items-start"
                    : "space-y-2"
              }
            >
              {lines ? (
                <SchemaFields node={item} depth={depth + 1} />
              ) : beside ? (
                <div className="min-w-0 flex-1">{details}</div>
              ) : (
                details
              )}
              {(node.canRemove || last > 0) && (
                <div
                  className={
                    beside ? "flex shrink-0 justify-end gap-1 sm:w-[7.25rem]" : "flex flex-wrap gap-2"
                  }
                >
                  {index > 0 && (
                    <ItemButton
                      op={`up:${itemName}`}
                      icon={ArrowUp}
                      text="Move up"
                      of={itemLabel}
                      iconOnly={beside}
                    />
                  )}
                  {index < last && (
                    <ItemButton
                      op={`down:${itemName}`}
                      icon={ArrowDown}
                      text="Move down"
                      of={itemLabel}
                      iconOnly={beside}
                    />
                  )}
                  {node.canRemove && (
                    <ItemButton
                      op={`remove:${itemName}`}
                      icon={Trash2}
                      text="Remove"
                      of={itemLabel}
                      danger
                      iconOnly={beside}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {node.canAdd &&
        (node.addChoices ? (
          <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-slate-400 p-3">
            <div className="min-w-48">
              <Field
                as="select"
                label={`Kind of new ${node.itemLabel.toLowerCase()}`}
                name={`${node.name}.$new`}
                options={node.addChoices}
              />
            </div>
            <ItemButton op={`add:${node.name}`} icon={Plus} text={`Add a ${node.itemLabel.toLowerCase()}`} />
          </div>
        ) : (
          <ItemButton
            op={`add:${node.name}`}
            icon={Plus}
            text={`Add ${/^[aeiou]/i.test(node.itemLabel) ? "an" : "a"} ${node.itemLabel.toLowerCase()}`}
            of={node.label === node.itemLabel ? undefined : `to ${node.label.toLowerCase()}`}
          />
        ))}
    </fieldset>
  );
}

/** The nodes directly inside `node`. */
function childrenOf(node: FieldNode): FieldNode[] {
  switch (node.kind) {
    case "group":
      return node.children;
    case "list":
      return node.items;
    case "variant":
      return [node.child];
    default:
      return [];
  }
}

/** True when a cell or a heading of fee table `node` was refused. */
const feeTableRefused = (node: FieldNode) =>
  node.kind === "feeTable" &&
  (node.columns.some((c) => c.fee.error || c.term.error) ||
    node.classes.some((c) => c.cells.some((cell) => cell.error)));

/** True when `node` or anything in it was refused or carries a warning: its item must be seen. */
export function needsLook(node: FieldNode): boolean {
  if (node.kind !== "hidden" && (node.error || node.warning)) return true;
  if (node.kind === "image" && node.altError) return true;
  if (feeTableRefused(node)) return true;
  return childrenOf(node).some(needsLook);
}

/** True when `node` or anything in it was refused. */
function refused(node: FieldNode): boolean {
  if (node.kind !== "hidden" && node.error) return true;
  if (node.kind === "image" && node.altError) return true;
  if (feeTableRefused(node)) return true;
  return childrenOf(node).some(refused);
}

/** True for an item nothing is written in yet (one just added): it opens to be filled in. */
export function isNew(node: FieldNode): boolean {
  switch (node.kind) {
    case "text":
    case "number":
      return node.value.trim() === "";
    case "image":
      return node.value === "" && node.alt.trim() === "";
    case "select":
    case "checkbox":
    case "file":
    case "hidden":
      return true;
    default:
      return childrenOf(node).every(isNew);
  }
}

/**
 * One item of a list as a `<details>`: its name (label and summary, "Stop 3 · Kottaimedu · 7:29 AM")
 * is the summary a clerk opens and closes it by, with a mark when something in it was refused or looks
 * wrong; inside, the item's warning and its fields. Native, so it works without JavaScript and by
 * keyboard; a closed item's fields are still posted.
 */
function Item({ item, depth, open }: { item: FieldNode; depth: number; open: boolean }) {
  const summary = useFactsIn(item.kind === "hidden" ? "" : (item.summary ?? ""));
  if (item.kind === "hidden") return <SchemaFields node={item} depth={depth + 1} />;
  const problem = refused(item);
  return (
    <details open={open} className="group/item">
      <summary className="flex cursor-pointer list-none items-start gap-1.5 rounded-md px-1 py-1.5 text-sm font-bold text-brand-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="mt-0.5 size-4 shrink-0 transition-transform group-open/item:rotate-90"
        />
        <span>
          {item.label}
          {summary && <span className="font-normal text-slate-800"> · {summary}</span>}
          {problem && <span className="font-semibold text-red-700"> · needs attention</span>}
          {!problem && item.warning && <span className="font-semibold text-gold-700"> · please check</span>}
        </span>
      </summary>
      <div className="mt-2 space-y-2">
        {item.warning && (
          <p className="flex gap-2 rounded-md border border-gold-400 bg-amber-50 px-3 py-2 text-sm text-slate-900">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
            <span>
              <strong>Please check: </strong>
              {item.warning}
            </span>
          </p>
        )}
        <SchemaFields node={item} depth={depth + 1} titled />
      </div>
    </details>
  );
}

function ItemButton({
  op,
  icon: Icon,
  text,
  of,
  danger,
  iconOnly,
}: {
  op: string;
  icon: typeof Plus;
  text: string;
  /** Said to screen readers after `text`: which item. */
  of?: string;
  danger?: boolean;
  /** Only the icon shows (a line of a long list); `text` is still its name, and its tooltip. */
  iconOnly?: boolean;
}) {
  return (
    <button
      type="submit"
      name={OPERATION_FIELD}
      value={op}
      formNoValidate
      title={iconOnly ? text : undefined}
      className={buttonClass(danger ? "danger" : "secondary", "sm", iconOnly ? "size-9 px-0!" : "")}
    >
      <Icon aria-hidden className="size-4" /> {iconOnly ? <span className="sr-only">{text}</span> : text}
      {of && <span className="sr-only"> {of}</span>}
    </button>
  );
}
