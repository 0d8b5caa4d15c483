import { useMemo } from 'react';
import {
  academicYearOf,
  DEFAULT_ACADEMIC_YEAR_START_MONTH,
  type AcademicYear,
} from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { useCurrentOrganization } from './current-organization';
import { useIndianDay } from './indian-day';

/**
 * The current organization's academic year today (or on `at`): April to March unless its
 * super_admin chose another start month. Until the organization document has loaded, the default
 * year. It follows the clock: a page left open changes year on the year's first day.
 */
export function useAcademicYear(at?: Date): AcademicYear {
  const { organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const today = useIndianDay();
  // By India's day, not the instant: a new Date each render must not make a new year object.
  const day = at ? todayIso(at) : today;
  return useMemo(() => academicYearOf(day, startMonth), [day, startMonth]);
}
