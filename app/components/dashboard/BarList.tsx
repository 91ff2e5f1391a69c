/**
 * A horizontal bar chart in HTML (docs/decisions/039): one row per item, its full name as a text label
 * on its own line above the bar on a phone and beside it on a wide screen, the bar's length drawn by an
 * SVG rect (no script, no inline style), and the value written after it. Names never overlap whatever
 * their number or length: they are text in rows, wrapping like any text. An item without a value shows
 * "–" and no bar.
 */
export interface Bar {
  key: string;
  label: string;
  value: number | null;
  text: string;
}

export function BarList({ id, title, bars, max }: { id: string; title: string; bars: Bar[]; max?: number }) {
  const top = max ?? Math.max(0, ...bars.map((b) => b.value ?? 0));
  return (
    <figure className="bars" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="bars__title">
        {title}
      </figcaption>
      <ol className="bars__list" data-testid={id}>
        {bars.map((bar) => {
          const share = top > 0 && bar.value !== null ? Math.max(0, Math.min(1, bar.value / top)) : 0;
          return (
            <li key={bar.key} className="bars__row">
              <span className="bars__label" data-bar-label="">
                {bar.label}
              </span>
              <svg className="bars__track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect width="100" height="10" className="bars__rest" />
                {share > 0 ? <rect width={(share * 100).toFixed(2)} height="10" className="bars__bar" /> : null}
              </svg>
              <span className="bars__value">{bar.text}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
