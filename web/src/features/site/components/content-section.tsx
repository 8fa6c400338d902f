// A block of a public site page: an h2 with an optional lead, then its content. `tinted`
// alternates the background between blocks; `id` makes it a jump target.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ContentSectionProps {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tinted?: boolean;
  /** Centre the heading (default) or align it to the start. */
  align?: 'center' | 'start';
  maxW?: string;
  children: ReactNode;
}

export function ContentSection({ id, title, lead, tinted, align = 'center', maxW = '6xl', children }: ContentSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      py={{ base: '10', md: '16' }}
      bg={tinted ? 'bg.subtle' : undefined}
      scrollMarginTop="20"
    >
      <Container maxW={maxW} px={{ base: '4', md: '6' }}>
        {(title || lead) && (
          <Stack
            gap="2"
            textAlign={align}
            maxW={align === 'center' ? '2xl' : undefined}
            mx={align === 'center' ? 'auto' : undefined}
            mb={{ base: '8', md: '10' }}
          >
            {title && (
              <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} lineHeight="short">
                {title}
              </Heading>
            )}
            {lead && <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>{lead}</Text>}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
