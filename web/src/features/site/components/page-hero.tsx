// The top of a public site page: its one h1, a lead paragraph and optional actions or a search
// box (children). Text-only on a soft gradient, so it paints at once and never shifts.
import { Badge, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A small label above the title (e.g. the section of the site). */
  eyebrow?: ReactNode;
  /** Buttons, links or a search field under the lead. */
  children?: ReactNode;
  /** Defaults to `page-hero-title` (the section is labelled by it). */
  headingId?: string;
}

export function PageHero({ title, lead, eyebrow, children, headingId = 'page-hero-title' }: PageHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: '10', md: '16' }}
      pb={{ base: '10', md: '14' }}
      data-testid="page-hero"
    >
      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Stack gap="4" align="center" textAlign="center">
          {eyebrow && (
            <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
              {eyebrow}
            </Badge>
          )}
          <Heading as="h1" id={headingId} size={{ base: '3xl', md: '4xl' }} lineHeight="shorter" letterSpacing="tight">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              {lead}
            </Text>
          )}
          {children && <Box w="full" display="flex" justifyContent="center" flexWrap="wrap" gap="3" mt="2">{children}</Box>}
        </Stack>
      </Container>
    </Box>
  );
}
