import type { TReportFigure } from '@grant-review/contract';
import type { TFunction } from 'i18next';

/** A figure in the reader's locale: currencies and percentages through Intl, months and FTE as words. */
export function formatFigure(
  figure: Pick<TReportFigure, 'value' | 'unit'>,
  locale: string,
  t: TFunction<'report'>,
): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  switch (figure.unit) {
    case 'CHF':
    case 'EUR':
    case 'USD':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: figure.unit,
        maximumFractionDigits: Number.isInteger(figure.value) ? 0 : 2,
      }).format(figure.value);
    case '%':
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(
        figure.value,
      );
    case 'months':
      return t('unit.months', { count: figure.value, value: number.format(figure.value) });
    case 'FTE':
      return t('unit.FTE', { value: number.format(figure.value) });
    case 'count':
      return number.format(figure.value);
  }
}
