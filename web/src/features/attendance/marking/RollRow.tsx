import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type PersonMark,
} from '@village/model/attendance/register';
import { memo, useState } from 'react';
import type { RollStudent } from '../data/roll';
import type { AttendanceTranslate } from '../messages';

// Dark enough for 4.5:1 on a marked row's shaded background too.
const STATUS_COLOR: Record<AttendanceStatus, string> = {
  present: 'success.dark',
  absent: 'error.dark',
  leave: 'info.dark',
  half: '#7c4a00',
};

export interface RollRowProps {
  student: RollStudent;
  status: AttendanceStatus;
  /** Two people's different marks of this child, newest first; empty when none. */
  clash: readonly PersonMark[];
  onTap: (studentId: string) => void;
  onSet: (studentId: string, status: AttendanceStatus) => void;
  onChoose: (studentId: string, mark: PersonMark) => void;
  t: AttendanceTranslate;
}

/**
 * One child: a tap anywhere on the name marks them absent (again: present), ⋮ gives the other
 * statuses. A clash shows each person's mark with a button to keep it.
 */
export const RollRow = memo(function RollRow({
  student,
  status,
  clash,
  onTap,
  onSet,
  onChoose,
  t,
}: RollRowProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const statusText = t(`status.${status}`);
  return (
    <Box
      component="li"
      data-status={status}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: status === 'present' ? undefined : 'action.selected',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ButtonBase
          aria-pressed={status === 'absent'}
          onClick={() => onTap(student.id)}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            px: 1.5,
            py: 1,
            gap: 1.5,
          }}
        >
          <Typography
            component="span"
            sx={{
              width: 52,
              flexShrink: 0,
              color: 'text.secondary',
              fontSize: '0.85rem',
              overflowWrap: 'anywhere',
            }}
          >
            {student.rollNumber ||
              (student.admissionNumber &&
                t('list.admissionNumber', { number: student.admissionNumber }))}
          </Typography>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {student.name}
            </Typography>
            {student.guardian && (
              <Typography
                component="span"
                sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}
              >
                {student.guardian}
              </Typography>
            )}
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 600, fontSize: '0.85rem', color: STATUS_COLOR[status] }}
          >
            {statusText}
          </Typography>
        </ButtonBase>
        <IconButton
          aria-label={t('list.more', { name: student.name })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {ATTENDANCE_STATUSES.map((option) => (
            <MenuItem
              key={option}
              selected={option === status}
              onClick={() => {
                setAnchor(null);
                onSet(student.id, option);
              }}
            >
              {t(`status.${option}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {clash.length > 0 && (
        <Box
          sx={{ px: 1.5, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Typography component="span" sx={{ fontSize: '0.85rem', color: 'error.dark' }}>
            {t('clash.title')}
          </Typography>
          {clash.map((mark) => (
            <Button
              key={mark.uid}
              size="small"
              variant="outlined"
              aria-label={t('clash.chooseFor', {
                status: t(`status.${mark.status}`),
                child: student.name,
                name: mark.name,
              })}
              onClick={() => onChoose(student.id, mark)}
            >
              {t('clash.entry', { name: mark.name, status: t(`status.${mark.status}`) })}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
});
