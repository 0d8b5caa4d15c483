import { useEffect, useState } from 'react';
import { msUntilNextIndianDay, todayIso } from '@village/model/dates';

/**
 * Today in India ("YYYY-MM-DD"), kept current: the page draws again when the day turns at
 * midnight, and when it is shown again (a phone asleep overnight runs no timers, and a tab in
 * the background has its timers held back), so the header's academic year changes on its first
 * day without a reload.
 */
export function useIndianDay(): string {
  const [day, setDay] = useState(() => todayIso());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      setDay(todayIso());
      clearTimeout(timer);
      // A second late, so that the clock has surely passed midnight when it fires.
      timer = setTimeout(check, msUntilNextIndianDay() + 1000);
    };
    check();
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return day;
}
