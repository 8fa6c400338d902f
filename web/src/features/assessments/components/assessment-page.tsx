// The frame of every assessment screen: a page-wide container, the title and an optional line
// under it, then the screen's content.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function AssessmentPage({ titleId, subtitle, testId, children }: { titleId: string; subtitle?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid={testId}>
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id={titleId} />
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
