// The answer buttons' colours and shapes (players who cannot tell the colours apart still see
// the shape and the letter). Text colours keep at least 4.5:1 on their background.
import type { IconType } from 'react-icons';
import { LuCircle, LuDiamond, LuHexagon, LuSquare, LuStar, LuTriangle } from 'react-icons/lu';

export interface OptionLook {
  bg: string;
  hover: string;
  color: string;
  icon: IconType;
  letter: string;
}

const LOOKS: OptionLook[] = [
  { bg: 'red.600', hover: 'red.700', color: 'white', icon: LuTriangle, letter: 'A' },
  { bg: 'blue.600', hover: 'blue.700', color: 'white', icon: LuDiamond, letter: 'B' },
  { bg: 'yellow.400', hover: 'yellow.500', color: 'gray.950', icon: LuCircle, letter: 'C' },
  { bg: 'green.700', hover: 'green.800', color: 'white', icon: LuSquare, letter: 'D' },
  { bg: 'purple.600', hover: 'purple.700', color: 'white', icon: LuHexagon, letter: 'E' },
  { bg: 'orange.400', hover: 'orange.500', color: 'gray.950', icon: LuStar, letter: 'F' },
];

export function optionLook(index: number): OptionLook {
  return LOOKS[index % LOOKS.length]!;
}
