// The frame of every seller page: the title, a line of explanation, the sub-navigation and
// the page's content.
import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SellerNav } from './seller-nav';

export function SellerPage({
  titleId,
  subtitleId,
  action,
  testId,
  children,
}: {
  titleId: string;
  subtitleId: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="6xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid={testId}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              <FormattedMessage id={titleId} />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id={subtitleId} />
            </Text>
          </Stack>
          {action}
        </HStack>
        <SellerNav />
        {children}
      </Stack>
    </Container>
  );
}
