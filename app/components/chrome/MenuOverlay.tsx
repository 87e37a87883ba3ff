import { Menu } from "lucide-react";
import { Link } from "react-router";
import { navigation } from "~content/navigation";
import { site } from "~content/site";
import { Modal } from "../ui/Modal";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/**
 * The full-screen menu (spec 2.1 "menu overlay"): every page of the site from `content/navigation.ts`
 * and the two schools. Without JavaScript its button leads to the same list in the footer.
 */
export function MenuOverlay({ className = "" }: { className?: string }) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  return (
    <>
      <DialogTrigger
        href="#site-map"
        onOpen={show}
        className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${className}`}
      >
        <Menu aria-hidden className="size-5" />
        Menu
      </DialogTrigger>
      <Modal
        title={site.groupName}
        description="All pages of the website"
        open={open}
        onOpenChange={setOpen}
        returnFocus={returnFocus}
        fullScreen
      >
        <nav
          aria-label="All pages"
          className="mx-auto grid max-w-5xl gap-8 py-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {navigation.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-700">{group.heading}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={() => setOpen(false)}
                      className="block rounded-md px-2 py-2 text-lg font-medium text-brand-800 hover:bg-brand-50"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Modal>
    </>
  );
}
