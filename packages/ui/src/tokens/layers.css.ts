import { globalLayer } from '@vanilla-extract/css';

/*
 * The cascade order of every stylesheet on a Lootmarket page, declared once and first: Tailwind's
 * own layers with ours slotted in. A later layer wins over an earlier one whatever the selector,
 * and unlayered CSS beats every layer, which is why the kit writes no unlayered CSS at all.
 * `tailwind.css` repeats the same order (Tailwind requires its own statement); the first one the
 * browser sees fixes the order, and both say the same thing.
 */
export const themeLayer = globalLayer('theme');
export const baseLayer = globalLayer('base');
export const tokensLayer = globalLayer('lm-tokens');
export const componentsLayer = globalLayer('components');
export const utilitiesLayer = globalLayer('utilities');
