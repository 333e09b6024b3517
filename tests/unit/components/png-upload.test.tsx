// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PngUpload } from '@/components/png-upload';
import { initI18n } from '@/lib/i18n';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const props = {
  onChange: () => {},
  messages: { notPng: 'not png', tooLarge: 'too large', wrongSize: 'wrong size' },
  chooseLabel: 'Choose picture',
  preview: { width: 240, height: 120, alt: 'Station photo' },
};

describe('PngUpload', () => {
  it('says there is no picture in an empty preview box (not a blank box)', () => {
    render(<PngUpload value="" {...props} />);
    expect(screen.getByText('No picture')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the picture, and the caller’s placeholder instead of the words', () => {
    render(<PngUpload value="data:image/png;base64,AA==" {...props} />);
    expect(screen.getByRole('img', { name: 'Station photo' })).toBeTruthy();
    expect(screen.queryByText('No picture')).toBeNull();
    cleanup();
    render(<PngUpload value="" {...props} placeholder={<span>A</span>} />);
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.queryByText('No picture')).toBeNull();
  });
});
