/** The band at the top of a content page: its one `h1` and an optional line of introduction. */
export function PageIntro({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
      </div>
    </div>
  );
}
