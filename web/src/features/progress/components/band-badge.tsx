// A score band as a coloured badge with its translated name ("—" before anything is graded).
import { Badge } from '@chakra-ui/react';
import type { ScoreBand } from '@shared/constants';
import { FormattedMessage } from 'react-intl';
import { bandLook, bandMessageId } from '../lib/bands';

export function BandBadge({ band, size = 'sm', testId }: { band: ScoreBand | null; size?: 'xs' | 'sm' | 'md'; testId?: string }) {
  if (!band) {
    return (
      <Badge size={size} colorPalette="gray" variant="subtle" data-testid={testId} data-band="none">
        <FormattedMessage id="progress.band.none" />
      </Badge>
    );
  }
  return (
    <Badge size={size} colorPalette={bandLook(band).palette} variant="subtle" data-testid={testId} data-band={band}>
      <FormattedMessage id={bandMessageId(band)} />
    </Badge>
  );
}
