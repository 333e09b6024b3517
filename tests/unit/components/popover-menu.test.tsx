// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PopoverMenu } from '@/components/popover-menu';

afterEach(cleanup);

function renderMenu() {
  render(
    <>
      <PopoverMenu label="More" name="More">
        {(close) => (
          <button type="button" onClick={close}>
            Action
          </button>
        )}
      </PopoverMenu>
      <p>outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'More' });
}

describe('PopoverMenu', () => {
  it('opens its panel on click and says so to assistive technology', () => {
    const toggle = renderMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'More' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'More' })).toBeTruthy();
  });

  it('closes on Escape (focus back on the button), on a click outside, and from inside', () => {
    const toggle = renderMenu();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('group')).toBeNull();

    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Action' }));
    expect(screen.getByRole('group')).toBeTruthy(); // a press inside keeps it open
    fireEvent.click(screen.getByRole('button', { name: 'Action' }));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
