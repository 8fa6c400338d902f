import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Reveal } from './reveal';

interface SectionProps {
  id?: string;
  titleId: string;
  subtitleId?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A landing section: a centred heading, an optional lead, then its content. */
export function Section({ id, titleId, subtitleId, tinted, children }: SectionProps) {
  const headingId = `${id ?? titleId.replace(/\W+/g, '-')}-title`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={tinted ? 'bg.subtle' : undefined} scrollMarginTop="20">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} lineHeight="short">
              <FormattedMessage id={titleId} />
            </Heading>
            {subtitleId && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                <FormattedMessage id={subtitleId} />
              </Text>
            )}
          </Stack>
        </Reveal>
        {children}
      </Container>
    </Box>
  );
}
