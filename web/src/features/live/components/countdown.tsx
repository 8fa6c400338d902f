// The question timer: a ring with the seconds left (server instants, see lib/countdown).
import { AbsoluteCenter, ProgressCircle } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { fractionLeft, secondsLeft, type Timed } from '../lib/countdown';

export function Countdown({
  question,
  nowMs,
  size = 'xl',
  stage = false,
  testId = 'live-countdown',
}: {
  question: Timed;
  nowMs: number;
  size?: 'lg' | 'xl';
  /** The projector's timer: a large ring and large digits. */
  stage?: boolean;
  testId?: string;
}) {
  const intl = useIntl();
  const seconds = secondsLeft(question, nowMs);
  const fraction = fractionLeft(question, nowMs);
  const urgent = seconds <= 5;
  return (
    <ProgressCircle.Root
      value={Math.round(fraction * 100)}
      size={size}
      colorPalette={urgent ? 'red' : 'brand'}
      aria-label={intl.formatMessage({ id: 'live.countdown.label' }, { seconds })}
      data-testid={testId}
      data-seconds={seconds}
    >
      <ProgressCircle.Circle css={stage ? { '--size': '9rem', '--thickness': '12px' } : { '--thickness': '6px' }}>
        <ProgressCircle.Track />
        <ProgressCircle.Range strokeLinecap="round" />
      </ProgressCircle.Circle>
      <AbsoluteCenter fontWeight="bold" fontSize={stage ? { base: '3xl', md: '5xl' } : size === 'xl' ? 'xl' : 'md'} fontVariantNumeric="tabular-nums" aria-hidden>
        {intl.formatNumber(seconds)}
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}
