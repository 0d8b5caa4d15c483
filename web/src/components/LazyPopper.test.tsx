import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import LazyPopper from './LazyPopper';

describe('LazyPopper', () => {
  it('draws nothing while closed', () => {
    render(
      <LazyPopper open={false} anchorEl={document.body}>
        <span>Toggle Sidebar</span>
      </LazyPopper>,
    );
    expect(screen.queryByText('Toggle Sidebar')).toBeNull();
  });

  it('loads MUI Popper and draws its content once open', async () => {
    const { rerender } = render(
      <LazyPopper open={false} anchorEl={document.body}>
        <span>Toggle Sidebar</span>
      </LazyPopper>,
    );
    rerender(
      <LazyPopper open anchorEl={document.body}>
        <span>Toggle Sidebar</span>
      </LazyPopper>,
    );
    expect(await screen.findByText('Toggle Sidebar')).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveClass('MuiPopper-root');
  });

  it('hands the ref MUI gives it to the real Popper', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <LazyPopper ref={ref} open anchorEl={document.body}>
        <span>Open Menu</span>
      </LazyPopper>,
    );
    await screen.findByText('Open Menu');
    expect(ref.current).toBe(screen.getByRole('tooltip'));
  });
});
