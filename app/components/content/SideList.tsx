import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { R2Image } from "~/components/ui/R2Image";

export interface SideListItem {
  id: number;
  to: string;
  name: string;
  /** The name's language when it is not the page's (an untranslated name, see `langOf`). */
  nameLang?: string;
  fotoKey: string | null;
  /** The page being shown: marked for assistive technology. */
  current?: boolean;
  /** What follows the name (date, opening hours, status). */
  details?: ReactNode;
}

/**
 * The aside of a content page listing its siblings ("all cafes", "other events"): a titled list of links,
 * each with a small photo, the name and its details; `empty` when there are none, `children` after it.
 */
export function SideList({
  as: Tag = "nav",
  id,
  title,
  items,
  empty = null,
  children,
}: {
  as?: "nav" | "section";
  id: string;
  title: string;
  items: SideListItem[];
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Tag className="side-list" aria-labelledby={id}>
      <h2 id={id} className="side-list__title">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="side-list__items">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to} className="side-list__link" aria-current={item.current ? "page" : undefined}>
                {item.fotoKey ? (
                  <R2Image objectKey={item.fotoKey} slot="photo" alt="" className="side-list__image" />
                ) : null}
                <span className="side-list__text">
                  <span className="side-list__name" lang={item.nameLang}>
                    {item.name}
                  </span>
                  {item.details}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      {children}
    </Tag>
  );
}
