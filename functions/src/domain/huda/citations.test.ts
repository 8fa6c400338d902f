import { describe, expect, it } from 'vitest';
import { citedPages } from './citations';

const supplied = [1, 2, 3, 4, 5, 6, 12];

describe('citedPages', () => {
  it.each([
    ['As page 4 explains, ...', [4]],
    ['See Page 4.', [4]],
    ['(p. 4) and (p.5)', [4, 5]],
    ['pp. 4-6 cover it', [4, 5, 6]],
    ['pages 4 and 5', [4, 5]],
    ['pages 2, 3 and 5', [2, 3, 5]],
    ['pages 3 to 5', [3, 4, 5]],
    ['page no. 12', [12]],
    ['كما في صفحة 4', [4]],
    ['كما في الصفحة ٤', [4]],
    ['انظر الصفحتين ٣ و٤', [3, 4]],
    ['في الصفحات ۲ و۵', [2, 5]],
    ['بالصفحة 6 وللصفحة 1', [1, 6]],
    ['ص. ٤', [4]],
    ['صفحه ١٢', [12]],
    ['the answer (page 4) and again page 4', [4]],
  ])('%s -> %j', (answer, pages) => {
    expect(citedPages(answer, supplied)).toEqual(pages);
  });

  it('keeps only supplied pages', () => {
    expect(citedPages('page 4, page 9 and صفحة 7', [4, 5])).toEqual([4]);
    // A very long range names only its ends.
    expect(citedPages('pages 1-40', [2, 39, 40])).toEqual([40]);
  });

  it('ignores numbers that are not page mentions', () => {
    expect(citedPages('In 2024, 4 students read step 4 and chapter 5', supplied)).toEqual([]);
    expect(citedPages('webpage 4 is not a page mention; nor is homepage 5', supplied)).toEqual([]);
    expect(citedPages('', supplied)).toEqual([]);
  });
});
