import { useId, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { type FormatAmount, formatMoney } from '../price-tag/format-money';
import { Table } from '../table/table';

export type ChartPoint = { label: string; valueMinor: number };

export type ChartProps = {
  /** One point per period, oldest first (spec §2: the last 6 months of revenue). */
  data: ReadonlyArray<ChartPoint>;
  type?: 'bar' | 'line';
  currency: string;
  locale?: string;
  /** Formats minor units for labels, tooltip and table; the default knows ISO currencies only. */
  formatAmount?: FormatAmount;
  title: string;
  description?: string;
  periodLabel?: string;
  valueLabel?: string;
  showTableLabel?: string;
  hideTableLabel?: string;
  className?: string;
};

const width = 600;
const height = 240;
const pad = { top: 16, right: 16, bottom: 32, left: 64 };

/** The largest value rounded up to a readable axis maximum (1, 2, 2.5 or 5 × a power of ten). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

/**
 * Every how many periods an x-axis label is drawn so that no two labels overlap: each label needs
 * about its longest text's width (12px text, ~7 units a character) plus a gap, and the plot shares
 * its width among all periods. 1 draws every label.
 */
export function labelStep(labels: ReadonlyArray<string>, plotWidth: number): number {
  if (labels.length < 2) return 1;
  const longest = Math.max(...labels.map((label) => label.length));
  const needed = longest * 7 + 12;
  return Math.max(1, Math.ceil((needed * labels.length) / plotWidth));
}

/** Whether the label at `index` is drawn: every `step`th counted back from the newest, which always shows. */
export function showsLabel(index: number, count: number, step: number): boolean {
  return (count - 1 - index) % step === 0;
}

/**
 * A small revenue chart (bar or line) drawn in SVG. Each period is focusable and shows its value
 * in a tooltip on hover and focus; a data table is one button away for screen readers and anyone
 * who wants exact numbers.
 */
export function Chart({
  data,
  type = 'bar',
  currency,
  locale = 'en',
  formatAmount = (amount, code) => formatMoney(amount, code, locale),
  title,
  description,
  periodLabel = 'Month',
  valueLabel = 'Revenue',
  showTableLabel = 'Show as table',
  hideTableLabel = 'Hide table',
  className,
}: ChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [showTable, setShowTable] = useState(false);
  const max = niceMax(Math.max(0, ...data.map((point) => point.valueMinor)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, data.length);
  const step = labelStep(
    data.map((point) => point.label),
    plotWidth,
  );
  const x = (index: number) => pad.left + slot * index + slot / 2;
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const compact = (minor: number) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' }).format(
        minor /
          10 **
            (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
              .maximumFractionDigits ?? 2),
      );
    } catch {
      // Not an ISO 4217 code (USDT): the app's own formatter knows it.
      return formatAmount(Math.round(minor), currency);
    }
  };
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max);
  const activePoint = active === null ? null : data[active];

  return (
    <figure
      data-slot="chart"
      data-type={type}
      className={cn('lm:flex lm:min-w-0 lm:flex-col lm:gap-3', className)}
    >
      <figcaption className="lm:flex lm:flex-wrap lm:items-start lm:justify-between lm:gap-2">
        <span className="lm:flex lm:flex-col">
          <span id={`${id}-title`} className="lm:text-base lm:font-semibold">
            {title}
          </span>
          {description ? <span className="lm:text-sm lm:text-muted-foreground">{description}</span> : null}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? hideTableLabel : showTableLabel}
        </Button>
      </figcaption>

      <div className="lm:relative">
        {/* biome-ignore lint/a11y/useSemanticElements: an svg cannot be a fieldset; role=group names the chart. */}
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={`${id}-title`}
          className="lm:h-auto lm:w-full lm:overflow-visible"
        >
          {ticks.map((tick) => (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG g, line and text elements are never focusable; biome treats them as if they were.
            <g key={tick} aria-hidden="true">
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(tick)}
                y2={y(tick)}
                className="lm:stroke-border"
              />
              <text
                x={pad.left - 8}
                y={y(tick)}
                dy="0.35em"
                textAnchor="end"
                className="lm:fill-muted-foreground lm:text-xs"
              >
                {compact(tick)}
              </text>
            </g>
          ))}
          {type === 'line' ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG g, line and text elements are never focusable; biome treats them as if they were.
            <polyline
              aria-hidden="true"
              fill="none"
              strokeWidth={2.5}
              className="lm:stroke-primary"
              points={data.map((point, index) => `${x(index)},${y(point.valueMinor)}`).join(' ')}
            />
          ) : null}
          {data.map((point, index) => {
            const value = formatAmount(point.valueMinor, currency);
            const barWidth = Math.min(48, slot * 0.6);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: each period is a focusable image of its value, so keyboard users get its tooltip.
              <g
                key={point.label}
                role="img"
                tabIndex={0}
                aria-label={`${point.label}: ${value}`}
                onMouseEnter={() => setActive(index)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(index)}
                onBlur={() => setActive(null)}
                className="lm:outline-none lm:[&:focus-visible>.chart-mark]:stroke-ring lm:[&:focus-visible>.chart-mark]:stroke-[3px]"
              >
                {type === 'bar' ? (
                  <rect
                    className={cn('chart-mark lm:fill-primary', active === index && 'lm:fill-primary-hover')}
                    x={x(index) - barWidth / 2}
                    y={y(point.valueMinor)}
                    width={barWidth}
                    height={Math.max(0, pad.top + plotHeight - y(point.valueMinor))}
                    rx={4}
                  />
                ) : (
                  <circle
                    className="chart-mark lm:fill-background lm:stroke-primary"
                    strokeWidth={2.5}
                    cx={x(index)}
                    cy={y(point.valueMinor)}
                    r={active === index ? 7 : 5}
                  />
                )}
                {/* A wide transparent target makes hovering easy on small marks. */}
                <rect
                  x={x(index) - slot / 2}
                  y={pad.top}
                  width={slot}
                  height={plotHeight}
                  fill="transparent"
                />
                {/* Thinned so labels never overlap; every period still names itself (aria-label, tooltip, table). */}
                {showsLabel(index, data.length, step) ? (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG g, line and text elements are never focusable; biome treats them as if they were.
                  <text
                    aria-hidden="true"
                    data-slot="chart-axis-label"
                    x={x(index)}
                    y={height - pad.bottom + 20}
                    textAnchor="middle"
                    className="lm:fill-muted-foreground lm:text-xs"
                  >
                    {point.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        {activePoint && active !== null ? (
          <div
            aria-hidden="true"
            data-slot="chart-tooltip"
            className="lm:pointer-events-none lm:absolute lm:z-tooltip lm:-translate-x-1/2 lm:-translate-y-full lm:rounded-md lm:bg-foreground lm:px-2.5 lm:py-1.5 lm:text-xs lm:text-background lm:shadow-md"
            style={{
              left: `${(x(active) / width) * 100}%`,
              top: `${(y(activePoint.valueMinor) / height) * 100}%`,
            }}
          >
            <span className="lm:font-semibold">{activePoint.label}</span>{' '}
            {formatAmount(activePoint.valueMinor, currency)}
          </div>
        ) : null}
      </div>

      {showTable ? (
        <Table
          caption={title}
          hideCaption
          rows={data}
          getRowKey={(point) => point.label}
          columns={[
            { key: 'period', header: periodLabel, cell: (point) => point.label },
            {
              key: 'value',
              header: valueLabel,
              align: 'end',
              className: 'lm:tabular-nums',
              cell: (point) => formatAmount(point.valueMinor, currency),
            },
          ]}
        />
      ) : null}
    </figure>
  );
}
