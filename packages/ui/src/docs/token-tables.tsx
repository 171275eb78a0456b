/*
 * Tables for the token pages of Storybook (docs/tokens-*.mdx), rendered from the values the kit
 * ships (tokens/values.ts) and drawn with the CSS variables the theme makes of them, so the pages
 * cannot drift from the tokens. Documentation only: not exported from the package.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  darkShadows,
  durations,
  easings,
  fonts,
  lightShadows,
  radii,
  spaceUnit,
  typeScale,
  zIndices,
} from '../tokens/values';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function TokenTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table className="lm:w-full lm:border-collapse lm:text-sm">
      <caption className="lm:sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th
              key={title}
              scope="col"
              className="lm:border-b lm:border-border lm:py-2 lm:text-start lm:font-semibold"
            >
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const cell = 'border-b border-border py-2 pe-4 align-middle';

/** Tailwind's numeric spacing steps the kit uses, each a multiple of `--lm-space-unit`. */
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

export function SpacingTokens() {
  return (
    <TokenTable caption="Spacing scale" head={['Class suffix', 'Size', 'Sample']}>
      {spacingSteps.map((step) => (
        <tr key={step}>
          <td className={cell}>
            <code>p-{step}</code>, <code>gap-{step}</code>, <code>m-{step}</code>
          </td>
          <td className={`${cell} lm:tabular-nums`}>
            {step} × {spaceUnit} = {Number.parseFloat(spaceUnit) * step}rem
          </td>
          <td className={cell}>
            <span
              aria-hidden="true"
              className="lm:block lm:h-4 lm:rounded-sm lm:bg-primary"
              style={{ width: `calc(var(--lm-space-unit) * ${step})` }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function TypeScaleTokens() {
  return (
    <TokenTable caption="Type scale" head={['Class', 'Variables', 'Size / line height', 'Sample']}>
      {Object.entries(typeScale).map(([step, [size, lineHeight]]) => (
        <tr key={step}>
          <td className={cell}>
            <code>text-{step}</code>
          </td>
          <td className={cell}>
            <code>--lm-font-size-{step}</code>
            <br />
            <code>--lm-line-height-{step}</code>
          </td>
          <td className={`${cell} lm:tabular-nums`}>
            {size} / {lineHeight}
          </td>
          <td className={cell}>
            <span
              style={{ fontSize: `var(--lm-font-size-${step})`, lineHeight: `var(--lm-line-height-${step})` }}
            >
              10,000 gold on Silvermoon
            </span>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function FontTokens() {
  return (
    <TokenTable caption="Font families" head={['Class', 'Variable', 'Stack']}>
      {Object.entries(fonts).map(([name, stack]) => (
        <tr key={name}>
          <td className={cell}>
            <code>font-{name}</code>
          </td>
          <td className={cell}>
            <code>--lm-font-{name}</code>
          </td>
          <td className={cell} style={{ fontFamily: `var(--lm-font-${name})` }}>
            {stack}
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function RadiusTokens() {
  return (
    <TokenTable caption="Corner radii" head={['Class', 'Variable', 'Value', 'Sample']}>
      {Object.entries(radii).map(([name, value]) => (
        <tr key={name}>
          <td className={cell}>
            <code>rounded-{name}</code>
          </td>
          <td className={cell}>
            <code>--lm-radius-{name}</code>
          </td>
          <td className={`${cell} lm:tabular-nums`}>{value}</td>
          <td className={cell}>
            <span
              aria-hidden="true"
              className="lm:block lm:size-12 lm:border-2 lm:border-primary lm:bg-secondary"
              style={{ borderRadius: `var(--lm-radius-${name})` }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function ShadowSample({ theme, name }: { theme: 'light' | 'dark'; name: string }) {
  return (
    <div data-theme={theme} className="lm:rounded-md lm:bg-background lm:p-4">
      <span
        aria-hidden="true"
        className="lm:block lm:h-12 lm:w-24 lm:rounded-md lm:bg-card"
        style={{ boxShadow: `var(--lm-shadow-${name})` }}
      />
    </div>
  );
}

export function ShadowTokens() {
  return (
    <TokenTable caption="Shadows" head={['Class', 'Variable', 'Light', 'Dark']}>
      {Object.keys(lightShadows).map((name) => (
        <tr key={name}>
          <td className={cell}>
            <code>shadow-{name}</code>
          </td>
          <td className={cell}>
            <code>--lm-shadow-{name}</code>
          </td>
          <td className={cell}>
            <ShadowSample theme="light" name={name} />
            <code className="lm:text-xs">{lightShadows[name as keyof typeof lightShadows]}</code>
          </td>
          <td className={cell}>
            <ShadowSample theme="dark" name={name} />
            <code className="lm:text-xs">{darkShadows[name as keyof typeof darkShadows]}</code>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** A dot that crosses its track on hover or focus, with the token's duration or easing. */
function MotionSample({ duration, easing }: { duration: string; easing: string }) {
  const dot: CSSProperties = {
    transitionProperty: 'inset-inline-start',
    transitionDuration: `var(--lm-duration-${duration})`,
    transitionTimingFunction: `var(--lm-easing-${easing})`,
  };
  return (
    <span
      aria-hidden="true"
      className="lm:group lm:relative lm:block lm:h-4 lm:w-40 lm:rounded-full lm:bg-muted"
      title="Hover to play"
    >
      <span
        className="lm:absolute lm:start-0 lm:top-0 lm:block lm:size-4 lm:rounded-full lm:bg-primary lm:group-hover:start-36"
        style={dot}
      />
    </span>
  );
}

export function MotionTokens() {
  return (
    <>
      <TokenTable caption="Durations" head={['Variable', 'Value', 'Used for', 'Sample (hover)']}>
        {Object.entries(durations).map(([name, value]) => (
          <tr key={name}>
            <td className={cell}>
              <code>--lm-duration-{name}</code>
            </td>
            <td className={`${cell} lm:tabular-nums`}>{value}</td>
            <td className={cell}>{durationUse[name as keyof typeof durations]}</td>
            <td className={cell}>
              <MotionSample duration={name} easing="standard" />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Easings" head={['Class', 'Variable', 'Curve', 'Sample (hover)']}>
        {Object.entries(easings).map(([name, value]) => (
          <tr key={name}>
            <td className={cell}>
              <code>{easingClass[name as keyof typeof easings]}</code>
            </td>
            <td className={cell}>
              <code>--lm-easing-{kebab(name)}</code>
            </td>
            <td className={cell}>
              <code>{value}</code>
            </td>
            <td className={cell}>
              <MotionSample duration="slow" easing={name} />
            </td>
          </tr>
        ))}
      </TokenTable>
    </>
  );
}

const durationUse: Record<keyof typeof durations, string> = {
  fast: 'hover and focus changes, closing overlays (the default transition duration)',
  normal: 'dialogs, popovers and toasts opening',
  slow: 'sheets sliding in',
};

const easingClass: Record<keyof typeof easings, string> = {
  standard: 'lm:ease-standard',
  enter: 'lm:ease-out',
  exit: 'lm:ease-in',
};

export function ZIndexTokens() {
  return (
    <TokenTable caption="Stacking order" head={['Class', 'Variable', 'Value']}>
      {Object.entries(zIndices).map(([name, value]) => (
        <tr key={name}>
          <td className={cell}>
            <code>z-{name}</code>
          </td>
          <td className={cell}>
            <code>--lm-z-{name}</code>
          </td>
          <td className={`${cell} lm:tabular-nums`}>{value}</td>
        </tr>
      ))}
    </TokenTable>
  );
}
