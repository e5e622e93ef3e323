import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('the recall monitor page window', () => {
  it('shows nothing without pages and one button for a single page', () => {
    expect(pageWindow(1, 0)).toEqual({ pages: [], ellipsis: false, last: null });
    expect(pageWindow(1, 1)).toEqual({ pages: [1], ellipsis: false, last: null });
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual({ pages: [1, 2, 3], ellipsis: false, last: null });
    expect(pageWindow(5, 5)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsis: false, last: null });
  });

  it('starts at page 1 with an ellipsis and the last page when there are more than five', () => {
    expect(pageWindow(1, 10)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsis: true, last: 10 });
    expect(pageWindow(3, 10)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsis: true, last: 10 });
  });

  it('slides with the current page in the middle', () => {
    expect(pageWindow(4, 10)).toEqual({ pages: [2, 3, 4, 5, 6], ellipsis: true, last: 10 });
    expect(pageWindow(6, 10)).toEqual({ pages: [4, 5, 6, 7, 8], ellipsis: true, last: 10 });
  });

  it('shows the last page without an ellipsis when no page is left out before it', () => {
    expect(pageWindow(7, 10)).toEqual({ pages: [5, 6, 7, 8, 9], ellipsis: false, last: 10 });
    expect(pageWindow(3, 6)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsis: false, last: 6 });
  });

  it('ends the window on the last page when the current page is among the last three', () => {
    expect(pageWindow(8, 10)).toEqual({ pages: [6, 7, 8, 9, 10], ellipsis: false, last: null });
    expect(pageWindow(9, 10)).toEqual({ pages: [6, 7, 8, 9, 10], ellipsis: false, last: null });
    expect(pageWindow(10, 10)).toEqual({ pages: [6, 7, 8, 9, 10], ellipsis: false, last: null });
    expect(pageWindow(4, 6)).toEqual({ pages: [2, 3, 4, 5, 6], ellipsis: false, last: null });
  });

  it('keeps a page outside the range inside it', () => {
    expect(pageWindow(0, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(40, 10).pages).toEqual([6, 7, 8, 9, 10]);
  });
});
