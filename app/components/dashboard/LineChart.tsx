import { scaleLinear, scalePoint } from "d3-scale";
import { area, line } from "d3-shape";
import { ChartFrame } from "./ChartFrame";

/**
 * A share over time (occupancy per night) as an SVG line and area rendered on the server, with the
 * value axis in percent; every point carries its value as text for screen readers of the table below.
 */
export interface LineChartProps {
  id: string;
  title: string;
  description: string;
  points: { label: string; value: number | null }[];
  format: (value: number) => string;
  labelEvery?: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 56 };

export function LineChart({ id, title, description, points, format, labelEvery = 7 }: LineChartProps) {
  const x = scalePoint<number>()
    .domain(points.map((_, i) => i))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, 1])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const defined = (p: { value: number | null }) => p.value !== null;
  const path = line<{ value: number | null }>()
    .defined(defined)
    .x((_, i) => x(i) ?? 0)
    .y((p) => y(p.value ?? 0));
  const fill = area<{ value: number | null }>()
    .defined(defined)
    .x((_, i) => x(i) ?? 0)
    .y0(y(0))
    .y1((p) => y(p.value ?? 0));
  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      width={WIDTH}
      height={HEIGHT}
      left={MARGIN.left}
      right={WIDTH - MARGIN.right}
      ticks={[0, 0.25, 0.5, 0.75, 1].map((value) => ({ value, y: y(value) }))}
      format={format}
    >
      <path d={fill(points) ?? ""} className="chart__area" />
      <path d={path(points) ?? ""} className="chart__line" />
      {points.map((p, i) =>
        p.value === null ? null : <circle key={p.label} cx={x(i)} cy={y(p.value)} r={2.5} className="chart__point" />,
      )}
      {points.map((p, i) =>
        i % labelEvery === 0 ? (
          <text key={p.label} x={x(i)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" className="chart__label">
            {p.label}
          </text>
        ) : null,
      )}
      <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="chart__axis" />
    </ChartFrame>
  );
}
