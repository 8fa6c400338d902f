import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A keyboard user's first stop: jumps past the navigation to <main id="main-content">. */
export function SkipToContent() {
  return (
    <Link
      href="#main-content"
      position="absolute"
      insetStart="2"
      top="-20"
      _focus={{ top: '2' }}
      zIndex="skipNav"
      bg="bg.panel"
      px="4"
      py="2"
      rounded="md"
      shadow="md"
    >
      <FormattedMessage id="common.skipToContent" />
    </Link>
  );
}
