import { describe, expect, it } from 'vitest';
import { axisDirection, categoryAxisProps, valueAxisProps } from './chart-axes';

describe('chart axes', () => {
  it('run right to left in Arabic with the scale on the right', () => {
    expect(axisDirection(true)).toEqual({ reversed: true, yOrientation: 'right' });
    expect(axisDirection(false)).toEqual({ reversed: false, yOrientation: 'left' });
  });

  it('the category axis follows the direction; the value scale stands at the reading start', () => {
    const label = (key: string) => key.toUpperCase();
    expect(categoryAxisProps(true, { dataKey: 'date', tickFormatter: label })).toMatchObject({ dataKey: 'date', reversed: true, minTickGap: 12 });
    expect(categoryAxisProps(false, { dataKey: 'date', tickFormatter: label, minTickGap: 16 })).toMatchObject({ reversed: false, minTickGap: 16 });
    expect(valueAxisProps(true, { tickFormatter: String })).toMatchObject({ orientation: 'right', allowDecimals: false, width: 48 });
    expect(valueAxisProps(false, { tickFormatter: String, width: 44 })).toMatchObject({ orientation: 'left', width: 44 });
  });
});
