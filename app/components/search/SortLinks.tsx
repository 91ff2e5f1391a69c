import { Link } from "~/components/ui/Link";

/**
 * Sort choices as links: each is a shareable URL, works without JavaScript and with the back button;
 * the current one is marked for assistive technology.
 */
export function SortLinks<T extends string>({
  label,
  options,
  current,
  hrefFor,
  labelFor,
}: {
  label: string;
  options: readonly T[];
  current: T;
  hrefFor: (option: T) => string;
  labelFor: (option: T) => string;
}) {
  return (
    <nav className="sort-links" aria-label={label}>
      <span className="sort-links__label" aria-hidden="true">
        {label}:
      </span>
      <ul>
        {options.map((option) => (
          <li key={option}>
            <Link
              to={hrefFor(option)}
              className={`chip${option === current ? " chip--active" : ""}`}
              aria-current={option === current ? "true" : undefined}
              preventScrollReset
              replace={false}
            >
              {labelFor(option)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
