import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';

/**
 * The calendar's day (the DatePicker's `day` slot): choosing the selected date again clears it
 * (docs/product.md, "Student record"). Clicking, Enter or Space on the selected day empties the
 * picker's value and closes it.
 */
export function ClearOnReselectDay(props: PickerDayProps) {
  const { setValue } = usePickerActionsContext();
  if (!props.selected) return <PickerDay {...props} />;

  // "accept" (the default) fires onChange(null) and onAccept, and closes the picker.
  const clear = () => setValue(null);
  return (
    <PickerDay
      {...props}
      onDaySelect={clear}
      onKeyDown={(event, day) => {
        // The calendar selects on Enter and Space in its own key handler, not through a click.
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          clear();
          return;
        }
        props.onKeyDown?.(event, day);
      }}
    />
  );
}
