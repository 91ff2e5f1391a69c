import type { ReactNode } from "react";

/**
 * The frame every dashboard chart shares: an SVG image named by its title and described in words
 * (`role="img"`, `aria-labelledby`), with horizontal grid lines and their value labels.
 */
export function ChartFrame({
  id,
  title,
  description,
  width,
  height,
  left,
  right,
  ticks,
  format,
  children,
  after,
}: {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  /** Where the plot starts and ends horizontally. */
  left: number;
  right: number;
  /** Value ticks with their vertical position. */
  ticks: { value: number; y: number }[];
  format: (value: number) => string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <figure className="chart">
      <svg
        className="chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick.value} className="chart__tick">
            <line x1={left} x2={right} y1={tick.y} y2={tick.y} className="chart__grid" />
            <text x={left - 6} y={tick.y} dy="0.32em" textAnchor="end">
              {format(tick.value)}
            </text>
          </g>
        ))}
        {children}
      </svg>
      {after}
    </figure>
  );
}
