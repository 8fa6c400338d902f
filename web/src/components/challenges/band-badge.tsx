// A score band (excellent 90+, good 75-89, satisfactory 60-74, needs improvement below 60).
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ScoreBand } from '@shared/constants';

const COLOURS: Record<ScoreBand, string> = { excellent: 'green', good: 'teal', satisfactory: 'orange', needs_improvement: 'red' };

export function BandBadge({ band, testId }: { band: ScoreBand; testId?: string }) {
  return (
    <Badge colorPalette={COLOURS[band] ?? 'gray'} variant="subtle" data-testid={testId} data-band={band}>
      <FormattedMessage id={`challenges.band.${band}`} />
    </Badge>
  );
}
