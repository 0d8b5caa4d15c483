import MenuItem from '@mui/material/MenuItem';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

function Level() {
  const [level, setLevel] = useState('');
  return (
    <TextField
      select
      label="Education Level"
      value={level}
      onChange={(event) => setLevel(event.target.value)}
    >
      <MenuItem value="6">6th Standard</MenuItem>
      <MenuItem value="diploma">Diploma</MenuItem>
    </TextField>
  );
}

/** A click whose release the page handles 500 ms after its press, as a busy slow page does. */
function slowClickOnField(withTheme: Theme) {
  render(
    <ThemeProvider theme={withTheme}>
      <Level />
    </ThemeProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Education Level' }), { button: 0 });
  act(() => vi.advanceTimersByTime(500));
  // The menu opened over the field: the release lands on the option under the pointer.
  fireEvent.mouseUp(screen.getByRole('option', { name: 'Diploma' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the theme's selects", () => {
  it('are not chosen by the release of the press that opened the menu', () => {
    vi.useFakeTimers();
    slowClickOnField(theme);
    // Still open, nothing chosen (the open menu hides the field from the accessibility tree).
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Education Level', hidden: true }),
    ).not.toHaveTextContent('Diploma');
  });

  it("where MUI's own would choose the option (what the theme prevents)", () => {
    vi.useFakeTimers();
    slowClickOnField(createTheme());
    expect(screen.getByRole('combobox', { name: 'Education Level' })).toHaveTextContent('Diploma');
  });

  it('are chosen by a press and release on an option', () => {
    render(
      <ThemeProvider theme={theme}>
        <Level />
      </ThemeProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Education Level' }), { button: 0 });
    const option = screen.getByRole('option', { name: '6th Standard' });
    fireEvent.mouseDown(option);
    fireEvent.mouseUp(option);
    fireEvent.click(option);
    expect(screen.getByRole('combobox', { name: 'Education Level' })).toHaveTextContent(
      '6th Standard',
    );
  });
});
