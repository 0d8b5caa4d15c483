import { trendPercent } from '@village/model/stats';
import { dashboardEnglish, dashboardMessages, type DashboardTranslate } from '../messages';

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

export interface Trend {
  /** "+5.2% from last month", "-1.3% from last month", or why there is no percentage. */
  text: string;
  direction: TrendDirection;
}

/** When no earlier month has figures (a new organization): nothing to compare with. */
export const NO_EARLIER_MONTH = dashboardMessages.en['trend.noEarlierMonth'];
/** Last month had none and now there are some: a percentage of nothing means nothing. */
export const NEW_SINCE_LAST_MONTH = dashboardMessages.en['trend.newSinceLastMonth'];

/**
 * A stat card's month-over-month trend (docs/product.md, "Dashboard"): the change since the
 * previous month's closing value, one decimal, "+5.2% from last month". `previous` is undefined
 * when no earlier month has figures. In the language of `t` (English by default).
 */
export function trendOf(
  current: number,
  previous: number | undefined,
  t: DashboardTranslate = dashboardEnglish,
): Trend {
  if (previous === undefined) return { text: t('trend.noEarlierMonth'), direction: 'none' };
  const percent = trendPercent(current, previous);
  const flat: Trend = { text: t('trend.change', { change: '0.0%' }), direction: 'flat' };
  if (percent === null) {
    return current > 0 ? { text: t('trend.newSinceLastMonth'), direction: 'up' } : flat;
  }
  // One decimal always ("+10.0%"), and -0 (a change too small to show) reads as 0.0%.
  if (percent === 0) return flat;
  const sign = percent > 0 ? '+' : '-';
  return {
    text: t('trend.change', { change: `${sign}${Math.abs(percent).toFixed(1)}%` }),
    direction: percent > 0 ? 'up' : 'down',
  };
}
