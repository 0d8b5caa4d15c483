import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { useId, useState } from 'react';
import { exportMessages } from '../../../../lib/export/messages';
import { useMessages } from '../../../../lib/i18n/messages';
import { OPTIONAL_COLUMNS, type OptionalColumn } from '../directory-state';
import { directoryMessages } from '../messages';
import { optionalColumnLabel } from './optional-columns';

/** Columns: a menu of the optional columns, each ticked on or off. */
export function ColumnsMenu({
  columns,
  onChange,
}: {
  columns: readonly OptionalColumn[];
  onChange: (columns: OptionalColumn[]) => void;
}) {
  const t = useMessages(directoryMessages);
  const details = useMessages(exportMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (column: OptionalColumn) =>
    onChange(
      columns.includes(column)
        ? columns.filter((shown) => shown !== column)
        : OPTIONAL_COLUMNS.filter((each) => each === column || columns.includes(each)),
    );
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('columns')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('columns.label'), dense: true } }}
      >
        {OPTIONAL_COLUMNS.map((column) => {
          const shown = columns.includes(column);
          return (
            // Stays open: several columns are often chosen at once.
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => toggle(column)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                  sx={{ py: 0 }}
                />
              </ListItemIcon>
              <ListItemText>{optionalColumnLabel(column, t, details)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
