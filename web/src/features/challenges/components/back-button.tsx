// "Back to the challenges" (the arrow points back in either reading direction).
import { Button, Icon } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';

export function BackButton({ onClick, testId, labelId = 'challenges.common.back' }: { onClick: () => void; testId: string; labelId?: string }) {
  return (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onClick} data-testid={testId}>
      <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
      <FormattedMessage id={labelId} />
    </Button>
  );
}
