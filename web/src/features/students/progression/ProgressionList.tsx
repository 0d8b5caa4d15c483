import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DAYS_ATTENDED_RANGE,
  MARKS_RANGE,
  outcomesFor,
  progressionEffect,
} from '@village/model/progression';
import { memo } from 'react';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { progressionMessages, type ProgressionTranslate } from './messages';
import {
  choiceOf,
  daysProblem,
  marksProblem,
  type ClassMember,
  type FieldProblem,
  type ProgressionChoice,
  type ProgressionChoices,
} from './progression-plan';
import { nextText } from './progression-text';

const RANGES = {
  notANumber: {},
  marksRange: MARKS_RANGE,
  notWholeDays: {},
  daysRange: DAYS_ATTENDED_RANGE,
} as const;

const problemText = (problem: FieldProblem | null, t: ProgressionTranslate) =>
  problem ? t(`problem.${problem}`, RANGES[problem]) : undefined;

interface RowProps {
  member: ClassMember;
  choice: ProgressionChoice;
  /** Absent: the row is read only (an Apply under way). */
  onChange?: (id: string, choice: ProgressionChoice) => void;
}

/** One student: the outcome, the marks and days, and where the outcome takes them. */
const ProgressionRow = memo(function ProgressionRow({ member, choice, onChange }: RowProps) {
  const t = useMessages(progressionMessages);
  const catalog = useT();
  const marks = marksProblem(choice.marks);
  const days = daysProblem(choice.daysAttended);
  const readOnly = onChange === undefined;
  const change = (patch: Partial<ProgressionChoice>) =>
    onChange?.(member.id, { ...choice, ...patch });
  return (
    <Box
      component="li"
      data-testid="progression-row"
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(10rem, 1.4fr) minmax(12rem, 1.4fr) 7rem 8rem minmax(8rem, 1fr)',
        },
      }}
    >
      <Typography
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          fontWeight: 500,
          pt: { md: 1 },
          overflowWrap: 'anywhere',
        }}
      >
        {member.name}
      </Typography>
      <TextField
        select
        size="small"
        label={t('field.outcome')}
        value={choice.outcome}
        disabled={readOnly}
        onChange={(event) =>
          change({ outcome: event.target.value as ProgressionChoice['outcome'] })
        }
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': t('field.outcomeFor', { name: member.name }) },
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {outcomesFor(member.educationLevel).map((outcome) => (
          <option key={outcome} value={outcome}>
            {t(`outcome.${outcome}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('field.marks')}
        value={choice.marks}
        disabled={readOnly}
        error={marks !== null}
        helperText={problemText(marks, t)}
        onChange={(event) => change({ marks: event.target.value })}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': t('field.marksFor', { name: member.name }),
          },
        }}
      />
      <TextField
        size="small"
        label={t('field.days')}
        value={choice.daysAttended}
        disabled={readOnly}
        error={days !== null}
        helperText={problemText(days, t)}
        onChange={(event) => change({ daysAttended: event.target.value })}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('field.daysFor', { name: member.name }),
          },
        }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 } }}
      >
        {nextText(progressionEffect(member.educationLevel, choice.outcome), t, catalog)}
      </Typography>
    </Box>
  );
});

export interface ProgressionListProps {
  /** The students, in the order shown. */
  members: readonly ClassMember[];
  choices: ProgressionChoices;
  /** Absent: read only. */
  onChange?: (id: string, choice: ProgressionChoice) => void;
  label: string;
}

/** The class's students, each with their outcome, marks and days. */
export function ProgressionList({ members, choices, onChange, label }: ProgressionListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {members.map((member) => (
        <ProgressionRow
          key={member.id}
          member={member}
          choice={choiceOf(member, choices)}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}
