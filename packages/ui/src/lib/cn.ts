import { type ClassValue, clsx } from 'clsx';

/*
 * Joins class names and lets a later utility replace an earlier one that sets the same CSS property
 * (`cn('lm:px-4', 'lm:px-2')` is `lm:px-2`; `cn('lm:p-4', 'lm:px-2')` keeps both; `cn('lm:px-2', 'lm:p-4')`
 * keeps `lm:p-4` alone). A kit-sized stand-in for tailwind-merge (8 kB gzipped, three times Button): it
 * knows the utility families the kit and its apps write, and src/lib/cn.test.ts proves it gives
 * tailwind-merge's answer for every pair of `lm:` classes written in the workspace, so a class family
 * added later fails that test until it is taught here. Names without the kit's prefix are kept as given.
 */

const SIDES = 'xysetrbl';
const CORNERS: Record<string, string> = {
  s: 'ss es',
  e: 'se ee',
  t: 'tl tr',
  r: 'tr br',
  b: 'br bl',
  l: 'tl bl',
};
const SIZE = /^(\d?x?s|sm|md|lg|\d?xl|base|none|inner|full)$/;
const WIDTH = /^(\d*|px|\[\d.*)$/;

/** The family a utility (without variants) belongs to, and the families it also sets. */
function familyOf(utility: string): [string, string[]] {
  const base = utility.replace(/^-/, '');
  if (base[0] === '[') return [base.slice(0, base.indexOf(':')), []];
  if (/^((inline-)?(block|flex|grid)|inline|contents|hidden)$/.test(base)) return ['display', []];
  if (/^(not-)?italic$/.test(base)) return ['font-style', []];
  if (/^(static|fixed|absolute|relative|sticky)$/.test(base)) return ['position', []];
  const [, head = '', rest = ''] = /^([^-]+)-?(.*)$/.exec(base) ?? [];
  if (/^[pm][xy]?$/.test(head)) {
    const axis = head[1] ?? '';
    return [
      head,
      [...(axis === 'x' ? 'serl' : axis === 'y' ? 'tb' : SIDES)].map((c) => (head[0] as string) + c),
    ];
  }
  switch (head) {
    case 'text':
      return /^(\d?xl|xs|sm|base|lg)$/.test(rest)
        ? ['font-size', ['leading']]
        : [/^(left|center|right|start|end)$/.test(rest) ? 'text-align' : 'text-color', []];
    case 'font':
      return [/^(sans|serif|mono)$/.test(rest) ? 'font-family' : 'font-weight', []];
    case 'border': {
      const m = /^([xysetrbl])(?:-(.*)|$)/.exec(rest);
      const s = m?.[1] ?? '';
      const value = m ? (m[2] ?? '') : rest;
      const kind = WIDTH.test(value) ? 'border-w' : /^(collapse|dashed)$/.test(value) ? value : 'border-c';
      const covered = s === 'x' ? 'serl' : s === 'y' ? 'tb' : s ? '' : SIDES;
      return [kind + s, [...covered].map((c) => kind + c)];
    }
    case 'rounded': {
      const s = /^(ss|se|ee|es|tl|tr|br|bl|[setrbl])(?=-|$)/.exec(rest)?.[0] ?? '';
      const corners = s ? (CORNERS[s] ?? '') : `s e t r b l ${Object.values(CORNERS).join(' ')}`;
      return [`rounded${s}`, corners ? corners.split(' ').map((c) => `rounded${c}`) : []];
    }
    case 'inset': {
      const axis = rest[1] === '-' ? (rest[0] as string) : '';
      const sides =
        axis === 'x'
          ? 'start end left right'
          : axis === 'y'
            ? 'top bottom'
            : 'insetx insety start end left right top bottom';
      return [`inset${axis}`, sides.split(' ')];
    }
    case 'size':
      return ['size', ['w', 'h']];
    case 'gap':
    case 'overflow':
      return rest[1] === '-' ? [head + rest[0], []] : [head, [`${head}x`, `${head}y`]];
    case 'shadow':
    case 'ring':
    case 'outline':
    case 'stroke':
    case 'divide':
      if (rest.startsWith('offset')) return [`${head}-offset`, []];
      if (rest === 'none') return [`${head}-style`, []];
      if (head === 'divide' && rest)
        return [rest[1] === '-' || rest.length === 1 ? head + rest[0] : `${head}-c`, []];
      return [
        head + (head === 'shadow' ? (!rest || SIZE.test(rest) ? '' : '-c') : WIDTH.test(rest) ? '' : '-c'),
        [],
      ];
    case 'flex':
      return /^(row|col)/.test(rest)
        ? ['flex-direction', []]
        : rest.startsWith('wrap')
          ? ['flex-wrap', []]
          : ['flex', ['basis', 'grow', 'shrink']];
    case 'line':
      return ['line-clamp', ['display', 'overflow']];
    case 'min':
    case 'max':
    case 'grid':
    case 'col':
    case 'translate':
    case 'pointer':
    case 'underline':
      return [`${head}-${rest.split('-')[0]}`, []];
    default:
      return [head, []];
  }
}

const cache = new Map<string, string>();

function merge(list: string): string {
  let merged = cache.get(list);
  if (merged !== undefined) return merged;
  const names = list.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const name = names[i] as string;
    // `lm:hover:[&_svg]:size-4`: the last colon outside brackets ends the variants.
    const cut = name.replace(/\[[^\]]*\]/g, (m) => '_'.repeat(m.length)).lastIndexOf(':');
    if (!name.startsWith('lm:')) {
      kept.push(name);
      continue;
    }
    const utility = name.slice(cut + 1);
    const important = /^!|!$/.test(utility);
    const [family, covers] = familyOf(utility.replace(/^!|!$/g, ''));
    const scope = `${name.slice(0, cut).split(':').sort().join(':')}${important ? '!' : ''}|`;
    if (taken.has(scope + family)) continue;
    kept.push(name);
    for (const f of [family, ...covers]) taken.add(scope + f);
  }
  merged = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(list, merged);
  return merged;
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
