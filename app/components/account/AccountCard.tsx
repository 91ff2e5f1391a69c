import type { ReactNode } from "react";

/** The frame every account page uses: a centred card with a title and an optional lead. */
export function AccountCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="account-page container">
      <div className={`account-card${wide ? " account-card--wide" : ""}`}>
        <h1 className="account-card__title">{title}</h1>
        {lead ? <p className="account-card__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
