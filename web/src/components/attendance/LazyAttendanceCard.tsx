import { useEffect, useState, type ComponentType } from 'react';
import { loadedWhenIdle } from '../load-when-idle';

const loadAttendanceCard = () => import('./AttendanceCard');

/**
 * The attendance card, its code and reads started once the dashboard is idle: the dashboard's first
 * visit weighs what it did before, and the card draws when it has come (nothing before).
 */
export function LazyAttendanceCard() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void loadedWhenIdle(loadAttendanceCard).then((module) => {
      if (live) setCard(() => module.AttendanceCard);
    });
    return () => {
      live = false;
    };
  }, []);
  return Card ? <Card /> : null;
}
