import { trendPercent } from '@village/model/stats';

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

export interface Trend {
  /** "+5.2% from last month", "-1.3% from last month", or why there is no percentage. */
  text: string;
  direction: TrendDirection;
}

/** When no earlier month has figures (a new organization): nothing to compare with. */
export const NO_EARLIER_MONTH = 'No data from last month';
/** Last month had none and now there are some: a percentage of nothing means nothing. */
export const NEW_SINCE_LAST_MONTH = 'New since last month';

/**
 * A stat card's month-over-month trend (docs/product.md, "Dashboard"): the change since the
 * previous month's closing value, one decimal, "+5.2% from last month". `previous` is undefined
 * when no earlier month has figures.
 */
export function trendOf(current: number, previous: number | undefined): Trend {
  if (previous === undefined) return { text: NO_EARLIER_MONTH, direction: 'none' };
  const percent = trendPercent(current, previous);
  if (percent === null) {
    return current > 0
      ? { text: NEW_SINCE_LAST_MONTH, direction: 'up' }
      : { text: '0.0% from last month', direction: 'flat' };
  }
  // One decimal always ("+10.0%"), and -0 (a change too small to show) reads as 0.0%.
  if (percent === 0) return { text: '0.0% from last month', direction: 'flat' };
  const sign = percent > 0 ? '+' : '-';
  return {
    text: `${sign}${Math.abs(percent).toFixed(1)}% from last month`,
    direction: percent > 0 ? 'up' : 'down',
  };
}
