import { scaleBand, scaleLinear } from "d3-scale";
import { ChartFrame } from "./ChartFrame";

/**
 * Columns rendered as SVG on the server (docs/decisions/029): one group per category, one column per
 * series. Readable without colour: each series has its own fill pattern (named in the legend), values
 * are written above the columns when there is room, and the numbers follow the chart as a table.
 */

export interface ColumnSeries {
  label: string;
  values: (number | null)[];
}

export interface ColumnChartProps {
  id: string;
  title: string;
  description: string;
  categories: string[];
  series: ColumnSeries[];
  format: (value: number) => string;
  /** The top of the value axis (e.g. 1 for shares); the largest value when not given. */
  max?: number;
  /** Show every n-th category label (long series). */
  labelEvery?: number;
}

export const SERIES_FILLS = ["url(#chart-solid)", "url(#chart-hatch)", "url(#chart-dots)"];

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 24, right: 12, bottom: 48, left: 72 };

/** Fill patterns shared by every chart of the page: rendered once, referenced by id. */
export function ChartPatterns() {
  return (
    <svg className="chart__defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="chart-solid" width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="4" height="4" className="chart__fill chart__fill--0" />
        </pattern>
        <pattern id="chart-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className="chart__fill chart__fill--paper" />
          <rect width="3" height="6" className="chart__fill chart__fill--1" />
        </pattern>
        <pattern id="chart-dots" width="5" height="5" patternUnits="userSpaceOnUse">
          <rect width="5" height="5" className="chart__fill chart__fill--paper" />
          <circle cx="2.5" cy="2.5" r="1.6" className="chart__fill chart__fill--2" />
        </pattern>
      </defs>
    </svg>
  );
}

export function ColumnChart({
  id,
  title,
  description,
  categories,
  series,
  format,
  max,
  labelEvery = 1,
}: ColumnChartProps) {
  const largest = Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const top = max ?? (largest > 0 ? largest : 1);
  const x = scaleBand<number>()
    .domain(categories.map((_, i) => i))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const y = scaleLinear()
    .domain([0, top])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(4);
  const ticks = y.ticks(4);
  const showValues = categories.length * series.length <= 12;
  const legend =
    series.length > 1 ? (
      <figcaption>
        <ul className="chart__legend">
          {series.map((s, j) => (
            <li key={s.label}>
              <svg width="16" height="16" aria-hidden="true" focusable="false">
                <rect width="16" height="16" fill={SERIES_FILLS[j % SERIES_FILLS.length]} className="chart__bar" />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    ) : null;
  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      width={WIDTH}
      height={HEIGHT}
      left={MARGIN.left}
      right={WIDTH - MARGIN.right}
      ticks={ticks.map((value) => ({ value, y: y(value) }))}
      format={format}
      after={legend}
    >
      {categories.map((category, i) => (
        <g key={`${category}-${i}`} transform={`translate(${x(i) ?? 0},0)`}>
          {series.map((s, j) => {
            const value = s.values[i];
            if (value === null || value === undefined) return null;
            const barX = inner(j) ?? 0;
            const barY = y(value);
            return (
              <g key={s.label}>
                <rect
                  x={barX}
                  y={barY}
                  width={inner.bandwidth()}
                  height={Math.max(0, HEIGHT - MARGIN.bottom - barY)}
                  fill={SERIES_FILLS[j % SERIES_FILLS.length]}
                  className="chart__bar"
                />
                {showValues ? (
                  <text x={barX + inner.bandwidth() / 2} y={barY - 4} textAnchor="middle" className="chart__value">
                    {format(value)}
                  </text>
                ) : null}
              </g>
            );
          })}
          {i % labelEvery === 0 ? (
            <text x={x.bandwidth() / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" className="chart__label">
              {category.length > 18 ? `${category.slice(0, 17)}…` : category}
            </text>
          ) : null}
        </g>
      ))}
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={HEIGHT - MARGIN.bottom}
        y2={HEIGHT - MARGIN.bottom}
        className="chart__axis"
      />
    </ChartFrame>
  );
}
