import { describe, expect, it } from 'vitest';
import { bandChartData, classTrendData, hasTrendValues, studentTrendData } from './chart-data';

const label = (band: string) => `L:${band}`;

describe('bandChartData', () => {
  it('keeps all four bands in order with zeros, colours and shares', () => {
    const data = bandChartData(
      [
        { band: 'good', min: 75, max: 89, count: 2 },
        { band: 'needs_improvement', min: 0, max: 59, count: 1 },
      ],
      label,
    );
    expect(data.map((d) => [d.band, d.count, d.share, d.label])).toEqual([
      ['excellent', 0, 0, 'L:excellent'],
      ['good', 2, 66.7, 'L:good'],
      ['satisfactory', 0, 0, 'L:satisfactory'],
      ['needs_improvement', 1, 33.3, 'L:needs_improvement'],
    ]);
    expect(data[0]).toMatchObject({ min: 90, max: null, colour: '#16a34a' });
    expect(data[3]).toMatchObject({ min: 0, max: 59, colour: '#dc2626' });
  });

  it('has zero shares when nobody has an average', () => {
    expect(bandChartData([], label).every((d) => d.count === 0 && d.share === 0)).toBe(true);
  });
});

describe('trend data', () => {
  const trend = [
    { challenge_id: 'c1', title: 'Week 1', date: '2025-03-01T00:00:00.000Z', average_percent: 50, submissions: 3, graded: 3 },
    { challenge_id: 'c2', title: 'Week 2', date: '2025-03-08T00:00:00.000Z', average_percent: null, submissions: 1, graded: 0 },
  ];

  it('keeps the server order and formats the axis labels', () => {
    const data = classTrendData(trend, (iso) => iso.slice(5, 10));
    expect(data).toEqual([
      { key: 'c1', title: 'Week 1', axisLabel: '03-01', average: 50, submissions: 3, graded: 3 },
      { key: 'c2', title: 'Week 2', axisLabel: '03-08', average: null, submissions: 1, graded: 0 },
    ]);
    expect(hasTrendValues(data)).toBe(true);
    expect(hasTrendValues(data.map((d) => ({ ...d, average: null })))).toBe(false);
    expect(hasTrendValues([])).toBe(false);
  });

  it('pairs a student score with the class average', () => {
    const data = studentTrendData(
      [{ challenge_id: 'c1', title: 'Week 1', date: '2025-03-01T00:00:00.000Z', percent: 80, class_average: 65.5 }],
      () => '1 Mar',
    );
    expect(data).toEqual([{ key: 'c1', title: 'Week 1', axisLabel: '1 Mar', percent: 80, classAverage: 65.5 }]);
    expect(hasTrendValues(data)).toBe(true);
  });
});
