import { Menu } from "lucide-react";
import { useLocation } from "react-router";
import { sectionOf } from "~/lib/sections";
import { allMenus } from "~content/navigation";
import { site } from "~content/site";
import { NavLinkItem } from "../NavLinkItem";
import { LazyModal as Modal } from "../ui/LazyModal";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/**
 * The full-screen menu (spec 2.1 "menu overlay"): every page of the site from the menus in `content/`, the
 * current section's first. Without JavaScript its button leads to the same list in the footer.
 */
export function MenuOverlay({ className = "" }: { className?: string }) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  const { pathname } = useLocation();
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
          {allMenus(sectionOf(pathname)).map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-700">{group.heading}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <NavLinkItem
                      link={link}
                      onNavigate={() => setOpen(false)}
                      className="block rounded-md px-2 py-1.5 text-base font-medium text-brand-800 hover:bg-brand-50"
                    />
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
