/**
 * A staff screen's frame: a section named by its heading (`#tab-heading`), with the
 * screen's main actions (Add, Export) beside the heading, then the screen.
 */
export function AdminScreen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tab-heading" className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
