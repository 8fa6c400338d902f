// The closing band of a site page: sign up or log in, or back to the dashboard when signed in.
import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LuLayoutDashboard } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';

export function JoinCallToAction({ title, lead, headingId = 'join-title' }: { title: ReactNode; lead?: ReactNode; headingId?: string }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '16' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Stack
          gap="4"
          align="center"
          textAlign="center"
          bg="brand.solid"
          color="brand.contrast"
          rounded="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '12' }}
          data-testid="site-cta"
        >
          <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {lead && <Text fontSize={{ base: 'md', md: 'lg' }} maxW="xl">{lead}</Text>}
          <Flex gap="3" wrap="wrap" justify="center">
            {isAuthenticated ? (
              <Button asChild size="lg" bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to="/classroom">
                  <LuLayoutDashboard aria-hidden />
                  <FormattedMessage id="site.cta.dashboard" />
                </RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild size="lg" bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }}>
                  <RouterLink to="/signup">
                    <FormattedMessage id="site.cta.register" />
                  </RouterLink>
                </Button>
                <Button asChild size="lg" variant="outline" borderColor="brand.contrast" color="brand.contrast" _hover={{ bg: 'brand.emphasized' }}>
                  <RouterLink to="/login">
                    <FormattedMessage id="site.cta.login" />
                  </RouterLink>
                </Button>
              </>
            )}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
