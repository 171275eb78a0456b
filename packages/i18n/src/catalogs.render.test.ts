import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import en from './catalogs/en.json';
import { SUPPORTED_LOCALES } from './locales';

type Value = string | number | Date;

/** A value of the right type for every argument of an English message. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, Value>, count: number) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(0);
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values, count);
    }
  }
  return values;
}

describe('every message in every locale', () => {
  // Counts that reach every plural category of our locales (Polish and Russian few/many, 0 and 1).
  const counts = [0, 1, 2, 5, 12, 21, 22, 25, 101, 1.5];

  it.each(SUPPORTED_LOCALES)('renders in %s with real values, no errors, never its id', async (locale) => {
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      defaultLocale: 'en',
      messages: await loadCatalog(locale),
      onError: (error) => errors.push(error.message),
    });
    for (const [id, source] of Object.entries(en)) {
      for (const count of counts) {
        const values = sampleValues(parse(source), {}, count);
        const text = intl.formatMessage({ id }, values);
        expect(text, `${locale} ${id}`).not.toBe(id);
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        // No message shows braces: any in the output is an argument left unformatted.
        expect(text, `${locale} ${id} (${count})`).not.toMatch(/[{}]/);
      }
    }
    expect(errors).toEqual([]);
  });

  it('chooses the Russian and Polish forms a native reader expects', async () => {
    const ru = createIntl({ locale: 'ru', messages: await loadCatalog('ru') });
    const pl = createIntl({ locale: 'pl', messages: await loadCatalog('pl') });
    const offers = (intl: typeof ru, count: number) =>
      intl.formatMessage({ id: 'shell.market.totalOffers' }, { count });
    expect([1, 3, 5, 21, 0].map((count) => offers(ru, count))).toEqual([
      '1 предложение',
      '3 предложения',
      '5 предложений',
      '21 предложение',
      'Нет предложений',
    ]);
    expect([1, 3, 5, 22, 12].map((count) => offers(pl, count))).toEqual([
      '1 oferta',
      '3 oferty',
      '5 ofert',
      '22 oferty',
      '12 ofert',
    ]);
  });
});
